import { Alert, Anchor, Box, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createResetPasswordSchema } from '../../../domain/account-schemas';
import { useResetPassword } from '../../api/account';
import { ApiRequestError } from '../../api/http';
import { usePublicConfig } from '../../api/public-config';
import { AppHeader } from '../../components/app-header';
import { showSuccessToast } from '../../lib/toast';
import { authErrorMessage } from './auth-error-message';

function NewPasswordForm({ token }: { token: string }) {
  const { passwordMinLength } = usePublicConfig();
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(createResetPasswordSchema(passwordMinLength), { sync: true }),
  });

  const submit = form.onSubmit(({ newPassword }) => {
    setServerError(null);
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          showSuccessToast('Password changed', 'Sign in with your new password.');
          navigate('/auth', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) form.setErrors(error.fields);
          else setServerError(authErrorMessage(error, 'register'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Set a new password">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" title="Password not changed">
            {serverError}{' '}
            <Anchor component={Link} to="/auth#forgot-password" size="sm">
              Ask for a new link
            </Anchor>
          </Alert>
        )}
        <PasswordInput
          label="New password"
          description={`At least ${passwordMinLength} characters; avoid common passwords`}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" disabled={resetPassword.isPending} fullWidth>
          {resetPassword.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </Stack>
    </form>
  );
}

/** /reset-password?token=...: the page the e-mailed link opens. Open to everyone; the token is the key. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <AppHeader />
      <Center component="main" p="md" mih="calc(100vh - 70px)">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={440}>
          <Stack gap="lg">
            <Box ta="center">
              <Title order={1} size="h2">
                Set a new password
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Setting it signs you out on every device.
              </Text>
            </Box>
            {token ? (
              <NewPasswordForm token={token} />
            ) : (
              <Alert color="red" role="alert" title="This link is incomplete">
                Open the link from the e-mail again, or{' '}
                <Anchor component={Link} to="/auth#forgot-password">
                  ask for a new one
                </Anchor>
                .
              </Alert>
            )}
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
