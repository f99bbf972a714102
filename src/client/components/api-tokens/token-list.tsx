import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { API_TOKEN_SCOPES, type ApiTokenSummary } from '../../../domain/api-token-api';
import { useApiTokens, useRevokeApiToken } from '../../api/api-tokens';
import { showErrorToast, showSuccessToast } from '../../lib/toast';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const moment = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const STATUS = {
  active: null,
  expired: { label: 'Expired', color: 'gray.8' },
  inactive: { label: 'Stopped: its creator is no longer an owner', color: 'orange.9' },
} as const;

function TokenRow({ token, showCreator, onRevoke }: { token: ApiTokenSummary; showCreator: boolean; onRevoke(): void }) {
  const status = STATUS[token.status];
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{token.name}</Text>
          <Text size="sm" ff="monospace">
            {token.visiblePrefix}…
          </Text>
          {status && (
            <Badge variant="filled" color={status.color}>
              {status.label}
            </Badge>
          )}
        </Group>
        <Text size="sm">{token.scopes.map((scope) => API_TOKEN_SCOPES[scope]).join(' · ')}</Text>
        <Text size="xs" c="dimmed">
          Created {day(token.createdAt)}
          {showCreator ? ` by ${token.createdBy}` : ''} · {token.status === 'expired' ? 'Expired' : 'Expires'} {day(token.expiresAt)} · Last used:{' '}
          {token.lastUsedAt ? moment(token.lastUsedAt) : 'never'}
        </Text>
      </Stack>
      <Button variant="default" color="red" size="xs" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </Group>
  );
}

/** The holder's tokens, newest first, each revocable after a confirmation. */
export function TokenList({ path, showCreator }: { path: string; showCreator: boolean }) {
  const tokens = useApiTokens(path);
  const revoke = useRevokeApiToken(path);
  const [confirming, setConfirming] = useState<ApiTokenSummary | null>(null);

  if (tokens.isPending) return <Loader size="sm" aria-label="Loading the API tokens" />;
  if (tokens.isError)
    return (
      <Alert color="red" role="alert">
        We could not load the API tokens. Please reload the page.
      </Alert>
    );

  const confirmRevoke = (token: ApiTokenSummary) =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setConfirming(null);
        showSuccessToast('Token revoked', `“${token.name}” no longer works.`);
      },
      onError: (failure) => showErrorToast('Revoking failed', failure.message),
    });

  return (
    <>
      {tokens.data.length === 0 ? (
        <Text size="sm">No API tokens yet.</Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="API tokens">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} showCreator={showCreator} onRevoke={() => setConfirming(token)} />
          ))}
        </Stack>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Revoke this token?" centered>
        <Text size="sm">
          Anything that uses “{confirming?.name}” is refused from now on, on every server. This cannot be undone: make a new token
          if you need one again.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => confirming && confirmRevoke(confirming)}>
            Revoke token
          </Button>
        </Group>
      </Modal>
    </>
  );
}
