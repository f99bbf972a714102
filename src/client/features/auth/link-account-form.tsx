import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { emailProblem } from '../../../domain/auth-rules';
import { SSO_CALLBACK_ERRORS } from '../../../domain/sso-callback-errors';
import { giveLinkConsent } from '../../api/sso';
import { authErrorMessage } from './auth-error-message';
import { continueWithSingleSignOn, rememberedSsoEmail } from './sso-sign-in-form';

/**
 * After single sign-on found an existing account for the address: its owner confirms with the
 * account's password, and the sign-on is tried again, this time linking the two.
 */
export function LinkAccountForm({ callbackPath }: { callbackPath: string | null }) {
  const [email, setEmail] = useState(rememberedSsoEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = emailProblem(email);
    if (problem || password === '') return setError(problem ?? 'Please enter the account’s password.');
    setError(null);
    setBusy(true);
    try {
      await giveLinkConsent(email.trim(), password);
      await continueWithSingleSignOn(email.trim(), callbackPath);
    } catch (failure) {
      setBusy(false);
      setError(authErrorMessage(failure, 'sign-in'));
    }
  };

  return (
    <form
      noValidate
      aria-label="Link your account"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Alert color="blue" title="You already have an account">
          {SSO_CALLBACK_ERRORS.SSO_ACCOUNT_EXISTS}
        </Alert>
        {error && (
          <Alert color="red" role="alert" title="Not linked">
            {error}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={busy}>
          Link and continue with single sign-on
        </Button>
      </Stack>
    </form>
  );
}
