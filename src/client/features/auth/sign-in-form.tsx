import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { emailProblem, passwordProblem } from '../../../domain/auth-rules';
import { useSignIn } from '../../api/session';
import { authErrorMessage } from './auth-error-message';

interface SignInFormProps {
  passwordMinLength: number;
  onForgotPassword: () => void;
}

/** Once signed in, the session it brings moves the auth page on; the form only reports failures. */
export function SignInForm({ passwordMinLength, onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailProblem, password: (value) => passwordProblem(value, passwordMinLength) },
  });

  const submit = form.onSubmit((values) => {
    setServerError(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onError: (error) => {
          console.warn('Sign-in failed', error.message);
          setServerError(authErrorMessage(error, 'sign-in'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" title="Sign-in failed">
            {serverError}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" disabled={signIn.isPending} fullWidth>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
