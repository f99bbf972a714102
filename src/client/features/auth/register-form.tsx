import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { emailProblem, fullNameProblem, passwordProblem, usernameProblem } from '../../../domain/auth-rules';
import { ApiRequestError } from '../../api/http';
import { useSignUp } from '../../api/session';
import { authErrorMessage } from './auth-error-message';

const SERVER_FIELD_NAMES: Record<string, string> = { name: 'fullName' };

interface RegisterFormProps {
  passwordMinLength: number;
  /** Told before the request goes (the new session moves the page on at once) and again if it fails. */
  onRegistering: (registering: boolean) => void;
}

export function RegisterForm({ passwordMinLength, onRegistering }: RegisterFormProps) {
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', username: '', fullName: '', password: '' },
    validate: {
      email: emailProblem,
      username: usernameProblem,
      fullName: fullNameProblem,
      password: (value) => passwordProblem(value, passwordMinLength),
    },
  });

  const showServerError = (error: Error) => {
    onRegistering(false);
    console.warn('Registration failed', error.message);
    setServerError(authErrorMessage(error, 'register'));
    if (error instanceof ApiRequestError && error.fields) {
      for (const [field, message] of Object.entries(error.fields)) {
        form.setFieldError(SERVER_FIELD_NAMES[field] ?? field, message);
      }
    }
  };

  const submit = form.onSubmit((values) => {
    setServerError(null);
    onRegistering(true);
    signUp.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        name: values.fullName.trim(),
        ...(values.username.trim() ? { username: values.username.trim() } : {}),
      },
      { onError: showServerError },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" title="Registration failed">
            {serverError}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput label="Username" description="Optional" autoComplete="username" {...form.getInputProps('username')} />
        <TextInput label="Full name" description="Optional" autoComplete="name" {...form.getInputProps('fullName')} />
        <PasswordInput
          label="Password"
          description={`At least ${passwordMinLength} characters; avoid common passwords`}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" disabled={signUp.isPending} fullWidth>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
