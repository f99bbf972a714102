import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of an administration page; the heading names the region. */
export function AdminSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {description && <Text size="sm">{description}</Text>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
