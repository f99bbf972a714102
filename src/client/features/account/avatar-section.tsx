import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { avatarFileProblem } from '../../../domain/avatar-image';
import { useRemoveAvatar, useUploadAvatar } from '../../api/account';
import type { SessionUser } from '../../api/session';
import { UserAvatar } from '../../components/user-avatar';
import { showSuccessToast } from '../../lib/toast';

/** Reads only the first bytes: enough to tell PNG, JPEG and WebP apart from anything else. */
async function fileProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return avatarFileProblem(head, file.size);
}

export function AvatarSection({ user }: { user: SessionUser }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const localProblem = await fileProblem(file);
    if (localProblem) {
      setProblem(localProblem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showSuccessToast('Picture updated', 'Your new profile picture is in place.'),
      onError: (error) => setProblem(error.message),
    });
  };

  const removePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => showSuccessToast('Picture removed', 'Your initial shows in its place.'),
      onError: (error) => setProblem(error.message),
    });

  return (
    <Stack gap="sm">
      <Group gap="lg">
        <UserAvatar user={user} size="xl" />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="default" loading={upload.isPending}>
                  Upload picture
                </Button>
              )}
            </FileButton>
            {user.image && (
              <Button variant="subtle" color="red" onClick={removePicture} loading={remove.isPending}>
                Remove picture
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG or WebP, up to 1 MB. It is cropped to a square.
          </Text>
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" role="alert" title="Picture not accepted">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
