import { Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line saying what is on its way, with a spinner, in the middle of the space it will fill. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{children}</Text>
      </Group>
    </Center>
  );
}
