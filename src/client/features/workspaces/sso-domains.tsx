import { Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type SsoDomain, ssoDomainSchema } from '../../../domain/sso-api';
import { useAddSsoDomain, useRemoveSsoDomain, useVerifySsoDomain } from '../../api/sso';
import { showErrorToast, showSuccessToast } from '../../lib/toast';

function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput label={label} value={value} readOnly style={{ flex: 1 }} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-label={`Copy the record ${label.toLowerCase()}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function DomainEntry({ workspaceId, domain }: { workspaceId: string; domain: SsoDomain }) {
  const verify = useVerifySsoDomain(workspaceId);
  const remove = useRemoveSsoDomain(workspaceId);
  const onError = (error: Error) => showErrorToast('Error', error.message);

  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{domain.domain}</Text>
            <Badge {...(domain.verified ? { variant: 'filled', color: 'teal.9' } : { variant: 'outline' })}>
              {domain.verified ? 'Verified' : 'Not verified yet'}
            </Badge>
          </Group>
          <Group gap="xs">
            {!domain.verified && (
              <Button
                size="xs"
                loading={verify.isPending}
                aria-label={`Verify ${domain.domain}`}
                onClick={() =>
                  verify.mutate(domain.domain, {
                    onSuccess: () => showSuccessToast('Domain verified', `People at ${domain.domain} can now use single sign-on.`),
                    onError,
                  })
                }
              >
                Verify
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              color="red"
              aria-label={`Remove ${domain.domain}`}
              onClick={() => remove.mutate(domain.domain, { onError })}
            >
              Remove
            </Button>
          </Group>
        </Group>
        {!domain.verified && (
          <>
            <Text size="sm">
              To prove your bank controls this domain, publish this TXT record in its DNS, then press Verify.
            </Text>
            <CopyableValue label="Name" value={domain.verificationRecord.name} />
            <CopyableValue label="Value" value={domain.verificationRecord.value} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The e-mail domains whose people sign in through the workspace's identity provider. */
export function SsoDomains({ workspaceId, domains }: { workspaceId: string; domains: SsoDomain[] }) {
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddSsoDomain(workspaceId);

  const submit = () => {
    const parsed = ssoDomainSchema.safeParse(domain);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setError(null);
        setDomain('');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="sso-domains-heading">
      <Title id="sso-domains-heading" order={3} size="h4">
        E-mail domains
      </Title>
      {domains.length === 0 ? (
        <Text c="dimmed">No e-mail domain signs in through this workspace yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {domains.map((item) => (
            <DomainEntry key={item.domain} workspaceId={workspaceId} domain={item} />
          ))}
        </Stack>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="E-mail domain"
            placeholder="bank.example"
            value={domain}
            error={error}
            onChange={(event) => setDomain(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" variant="default" mt={25} loading={add.isPending}>
            Add domain
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
