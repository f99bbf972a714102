import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { profileSchema } from '../../../domain/account-schemas';
import { useUpdateProfile } from '../../api/account';
import { ApiRequestError } from '../../api/http';
import type { SessionUser } from '../../api/session';
import { showSuccessToast } from '../../lib/toast';

export function ProfileForm({ user }: { user: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { fullName: user.name, username: user.displayUsername ?? user.username ?? '' },
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setServerError(null);
    updateProfile.mutate(
      { fullName: values.fullName.trim(), username: values.username.trim() },
      {
        onSuccess: () => showSuccessToast('Profile saved', 'Your name and username are up to date.'),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) form.setErrors(error.fields);
          else setServerError(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" title="Profile not saved">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Full name"
          description="Optional"
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Username"
          description="Optional"
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
