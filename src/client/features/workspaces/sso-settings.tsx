import { Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRemoveSso, useWorkspaceSso } from '../../api/sso';
import { showErrorToast } from '../../lib/toast';
import { SsoDomains } from './sso-domains';
import { SsoProviderForm } from './sso-provider-form';

/** A team workspace's single sign-on, on its members page, for owners. */
export function SsoSettings({ workspaceId }: { workspaceId: string }) {
  const sso = useWorkspaceSso(workspaceId);
  const remove = useRemoveSso(workspaceId);
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="md" component="section" aria-labelledby="sso-heading">
      <Stack gap={4}>
        <Title id="sso-heading" order={2} size="h3">
          Single sign-on
        </Title>
        <Text size="sm" c="dimmed">
          Let colleagues sign in with your bank’s identity provider (OpenID Connect or SAML 2.0). The first time they do, they get an
          account and join this workspace.
        </Text>
      </Stack>
      {sso.isPending ? (
        <Center role="status">
          <Loader size="sm" aria-label="Loading the single sign-on settings" />
        </Center>
      ) : sso.isError ? (
        <Text role="alert">{sso.error.message}</Text>
      ) : (
        <>
          <SsoProviderForm key={sso.data.provider?.updatedAt ?? 'new'} workspaceId={workspaceId} sso={sso.data} />
          {sso.data.provider ? (
            <>
              <SsoDomains workspaceId={workspaceId} domains={sso.data.domains} />
              <Group>
                <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                  Remove single sign-on
                </Button>
              </Group>
            </>
          ) : (
            <Text size="sm">Save the identity provider first; then add the e-mail domains it signs in.</Text>
          )}
        </>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove single sign-on?" centered>
        <Text size="sm">
          The identity provider and its e-mail domains are removed. People keep their accounts and membership, but can no
          longer sign in through it.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => setConfirming(false),
                onError: (failure) => showErrorToast('Error', failure.message),
              })
            }
          >
            Remove single sign-on
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
