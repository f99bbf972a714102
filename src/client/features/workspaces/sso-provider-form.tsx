import { Alert, Button, CopyButton, Group, PasswordInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type SsoDefaultRole, type WorkspaceSso, ssoSettingsInputSchema } from '../../../domain/sso-api';
import { ROLE_LABELS } from '../../../domain/workspace-api';
import { ApiRequestError } from '../../api/http';
import { useSaveSso } from '../../api/sso';
import { showSuccessToast } from '../../lib/toast';

const ROLE_OPTIONS = (['editor', 'viewer'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type Fields = Record<string, string>;

/** The redirect URI the owner registers at the identity provider, with a copy button. */
function RedirectUri({ value }: { value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label="Redirect URI"
        description="Register this address at your identity provider as the application's redirect (callback) URI."
        value={value}
        readOnly
        style={{ flex: 1 }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-label="Copy the redirect URI">
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** An owner names the workspace's OpenID Connect provider and decides how its people sign in. */
export function SsoProviderForm({ workspaceId, sso }: { workspaceId: string; sso: WorkspaceSso }) {
  const saved = sso.provider;
  const [issuer, setIssuer] = useState(saved?.issuer ?? '');
  const [clientId, setClientId] = useState(saved?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [defaultRole, setDefaultRole] = useState<SsoDefaultRole>(saved?.defaultRole ?? 'viewer');
  const [passwordAllowed, setPasswordAllowed] = useState((saved?.passwordSignIn ?? 'allowed') === 'allowed');
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSso(workspaceId);

  const submit = () => {
    const parsed = ssoSettingsInputSchema.safeParse({
      issuer,
      clientId,
      clientSecret: clientSecret === '' ? undefined : clientSecret,
      defaultRole,
      passwordSignIn: passwordAllowed ? 'allowed' : 'disabled',
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setClientSecret('');
        showSuccessToast('Single sign-on saved', 'Your identity provider settings have been saved.');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
        else setFailure(error.message);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label="Identity provider"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert" title="Not saved">
            {failure}
          </Alert>
        )}
        <RedirectUri value={sso.redirectUri} />
        <TextInput
          label="Issuer"
          description="Your identity provider's OpenID Connect issuer, for example https://login.microsoftonline.com/<tenant>/v2.0."
          placeholder="https://login.bank.example"
          value={issuer}
          error={errors.issuer}
          onChange={(event) => setIssuer(event.currentTarget.value)}
          required
        />
        <TextInput label="Client ID" value={clientId} error={errors.clientId} onChange={(event) => setClientId(event.currentTarget.value)} required />
        <PasswordInput
          label="Client secret"
          description={saved ? 'A secret is saved. Leave this empty to keep it; it is never shown again.' : 'Kept encrypted; it is never shown again.'}
          value={clientSecret}
          error={errors.clientSecret}
          autoComplete="off"
          onChange={(event) => setClientSecret(event.currentTarget.value)}
          required={!saved}
        />
        <Select
          label="Role for new members"
          description="People who sign in for the first time join this workspace with this role."
          data={ROLE_OPTIONS}
          value={defaultRole}
          allowDeselect={false}
          error={errors.defaultRole}
          onChange={(value) => value && setDefaultRole(value as SsoDefaultRole)}
        />
        <Switch
          label="Allow password sign-in for these domains"
          description="Off: people at the verified domains below sign in only through your identity provider, and their current sessions end."
          checked={passwordAllowed}
          onChange={(event) => setPasswordAllowed(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save single sign-on
          </Button>
        </Group>
        {saved && (
          <Text size="xs" c="dimmed">
            Last changed {new Date(saved.updatedAt).toLocaleString()}.
          </Text>
        )}
      </Stack>
    </form>
  );
}
