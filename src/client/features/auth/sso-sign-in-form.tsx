import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { emailProblem } from '../../../domain/auth-rules';
import { startSingleSignOn } from '../../api/sso';
import { authErrorMessage } from './auth-error-message';

/** Kept for the way back from the identity provider, when the account turns out to exist already. */
export const SSO_EMAIL_KEY = 'innovation-studio:sso-email';

export function rememberedSsoEmail(): string {
  try {
    return sessionStorage.getItem(SSO_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Leaves for the identity provider of the e-mail's domain; the answer is its address. */
export async function continueWithSingleSignOn(email: string, callbackPath: string | null): Promise<void> {
  const url = await startSingleSignOn(email, callbackPath ?? undefined);
  try {
    sessionStorage.setItem(SSO_EMAIL_KEY, email);
  } catch {
    // Private modes may refuse storage: the address is then asked for again if needed.
  }
  window.location.assign(url);
}

interface SsoSignInFormProps {
  callbackPath: string | null;
  /** What the identity provider said on the way back, in our words. */
  notice: string | null;
  onBack(): void;
}

/** "Continue with single sign-on": the work e-mail decides which identity provider signs the person in. */
export function SsoSignInForm({ callbackPath, notice, onBack }: SsoSignInFormProps) {
  const [email, setEmail] = useState(rememberedSsoEmail);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = async () => {
    const problem = emailProblem(email);
    if (problem) return setError(problem);
    setError(null);
    setLeaving(true);
    try {
      await continueWithSingleSignOn(email.trim(), callbackPath);
    } catch (failure) {
      setLeaving(false);
      setError(authErrorMessage(failure, 'register'));
    }
  };

  return (
    <form
      noValidate
      aria-label="Single sign-on"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {notice && (
          <Alert color="red" role="alert" title="Single sign-on did not complete">
            {notice}
          </Alert>
        )}
        <TextInput
          label="Work email"
          description="We send you to your organisation’s sign-in page."
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={leaving}>
          Continue
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Sign in with a password instead
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
