import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { createChangePasswordSchema } from '../../../domain/account-schemas';
import { useChangePassword } from '../../api/account';
import { ApiRequestError } from '../../api/http';
import { usePublicConfig } from '../../api/public-config';
import { showSuccessToast } from '../../lib/toast';

export function ChangePasswordForm() {
  const { passwordMinLength } = usePublicConfig();
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(createChangePasswordSchema(passwordMinLength), { sync: true }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setServerError(null);
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          showSuccessToast(
            'Password changed',
            'Your password was changed and your other devices were signed out.',
          );
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) form.setErrors(error.fields);
          else setServerError(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" title="Password not changed">
            {serverError}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
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
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
