import { Box, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { JOURNEY_SCREEN_TITLES } from './journey-screen-titles';

/** The progress steps' height (journey-progress.tsx): the title stands where the screen's will. */
const PROGRESS_HEIGHT = 85;

/** A journey screen while its journey is on its way: the header, the screen's title, and the place it will fill. */
export function JourneyFrame({ header, path }: { header: ReactNode; path: string }) {
  return (
    <>
      {header}
      <Container component="main" size="lg" py="lg" pb={96}>
        <Box h={PROGRESS_HEIGHT} aria-hidden />
        <Stack gap="lg" maw={820}>
          <Title order={1} size="h2">
            {JOURNEY_SCREEN_TITLES[path] ?? 'Innovation journey'}
          </Title>
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading the journey...</Text>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
