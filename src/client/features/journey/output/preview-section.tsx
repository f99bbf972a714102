import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a preview; the headings sit under the page's h1 and the preview's h2. */
export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
