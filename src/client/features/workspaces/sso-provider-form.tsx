import { Alert, Button, Group, Radio, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { SAML_DEFAULT_EMAIL_ATTRIBUTE } from '../../../domain/saml-settings';
import { type SsoDefaultRole, type WorkspaceSso, ssoSettingsInputSchema } from '../../../domain/sso-api';
import { ROLE_LABELS } from '../../../domain/workspace-api';
import { ApiRequestError } from '../../api/http';
import { useSaveSso } from '../../api/sso';
import { showSuccessToast } from '../../lib/toast';
import { OidcProviderFields } from './oidc-provider-fields';
import { type SamlSource, SamlProviderFields } from './saml-provider-fields';

const ROLE_OPTIONS = (['editor', 'viewer'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type Protocol = 'oidc' | 'saml';
type Fields = Record<string, string>;

/** The form as the saved provider left it; secrets and pasted metadata are never filled in. */
function savedValues(saved: WorkspaceSso['provider']): Fields {
  if (!saved) return {};
  if (saved.protocol === 'oidc') return { issuer: saved.issuer, clientId: saved.clientId };
  return {
    entryPoint: saved.entryPoint,
    idpEntityId: saved.idpEntityId,
    certificate: saved.certificates.map((certificate) => certificate.pem.trim()).join('\n'),
    emailAttribute: saved.emailAttribute === SAML_DEFAULT_EMAIL_ATTRIBUTE ? '' : saved.emailAttribute,
  };
}

function inputFor(protocol: Protocol, source: SamlSource, values: Fields) {
  if (protocol === 'oidc') {
    return { protocol, issuer: values.issuer, clientId: values.clientId, clientSecret: values.clientSecret || undefined };
  }
  const details = source === 'metadata' ? { metadataXml: values.metadataXml } : { entryPoint: values.entryPoint, idpEntityId: values.idpEntityId, certificate: values.certificate };
  return { protocol, ...details, emailAttribute: values.emailAttribute };
}

/** An owner names the workspace's identity provider (OpenID Connect or SAML 2.0) and decides how its people sign in. */
export function SsoProviderForm({ workspaceId, sso }: { workspaceId: string; sso: WorkspaceSso }) {
  const saved = sso.provider;
  const [protocol, setProtocol] = useState<Protocol>(saved?.protocol ?? 'oidc');
  const [source, setSource] = useState<SamlSource>(saved?.protocol === 'saml' ? 'manual' : 'metadata');
  const [values, setValues] = useState<Fields>(() => savedValues(saved));
  const [defaultRole, setDefaultRole] = useState<SsoDefaultRole>(saved?.defaultRole ?? 'viewer');
  const [passwordAllowed, setPasswordAllowed] = useState((saved?.passwordSignIn ?? 'allowed') === 'allowed');
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSso(workspaceId);
  const onChange = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const parsed = ssoSettingsInputSchema.safeParse({
      ...inputFor(protocol, source, values),
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
        setValues((current) => ({ ...current, clientSecret: '', metadataXml: '' }));
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
        <Radio.Group
          label="Protocol"
          value={protocol}
          onChange={(value) => {
            setProtocol(value as Protocol);
            setErrors({});
          }}
        >
          <Group mt="xs">
            <Radio value="oidc" label="OpenID Connect" />
            <Radio value="saml" label="SAML 2.0" />
          </Group>
        </Radio.Group>
        {protocol === 'oidc' ? (
          <OidcProviderFields values={values} errors={errors} onChange={onChange} redirectUri={sso.redirectUri} saved={saved?.protocol === 'oidc' ? saved : null} />
        ) : (
          <SamlProviderFields
            values={values}
            errors={errors}
            onChange={onChange}
            serviceProvider={sso.serviceProvider}
            saved={saved?.protocol === 'saml' ? saved : null}
            source={source}
            onSourceChange={setSource}
          />
        )}
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
