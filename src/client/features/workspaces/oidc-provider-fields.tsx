import { PasswordInput, TextInput } from '@mantine/core';
import type { OidcProviderView } from '../../../domain/sso-api';
import { CopyableField } from './copyable-field';
import type { ProviderFieldsProps } from './provider-fields';

/** OpenID Connect: the redirect URI to register, then the issuer and the client the provider gave. */
export function OidcProviderFields({ values, errors, onChange, redirectUri, saved }: ProviderFieldsProps & { redirectUri: string; saved: OidcProviderView | null }) {
  return (
    <>
      <CopyableField
        label="Redirect URI"
        description="Register this address at your identity provider as the application's redirect (callback) URI."
        value={redirectUri}
        copyLabel="Copy the redirect URI"
      />
      <TextInput
        label="Issuer"
        description="Your identity provider's OpenID Connect issuer, for example https://login.microsoftonline.com/<tenant>/v2.0."
        placeholder="https://login.bank.example"
        value={values.issuer ?? ''}
        error={errors.issuer}
        onChange={(event) => onChange('issuer', event.currentTarget.value)}
        required
      />
      <TextInput
        label="Client ID"
        value={values.clientId ?? ''}
        error={errors.clientId}
        onChange={(event) => onChange('clientId', event.currentTarget.value)}
        required
      />
      <PasswordInput
        label="Client secret"
        description={saved ? 'A secret is saved. Leave this empty to keep it; it is never shown again.' : 'Kept encrypted; it is never shown again.'}
        value={values.clientSecret ?? ''}
        error={errors.clientSecret}
        autoComplete="off"
        onChange={(event) => onChange('clientSecret', event.currentTarget.value)}
        required={!saved}
      />
    </>
  );
}
