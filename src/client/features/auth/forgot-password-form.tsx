import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { emailProblem } from '../../../domain/auth-rules';
import { useRequestPasswordReset } from '../../api/account';
import { authErrorMessage } from './auth-error-message';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const requestReset = useRequestPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: emailProblem },
  });

  const submit = form.onSubmit(({ email }) => {
    setServerError(null);
    requestReset.mutate(email.trim(), {
      onError: (error) => setServerError(authErrorMessage(error, 'register')),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <Text size="sm">
          Enter the e-mail address of your account and we will send you a link to set a new password.
        </Text>
        {requestReset.isSuccess && (
          <Alert color="teal" role="status" title="Check your e-mail">
            {ACCOUNT_MESSAGES.resetRequested}
          </Alert>
        )}
        {serverError && (
          <Alert color="red" role="alert" title="Request failed">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={requestReset.isPending} fullWidth>
          {requestReset.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
