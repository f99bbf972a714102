import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}

/** One titled card of the account screen; the heading names the region for screen readers. */
export function AccountSection({ title, description, danger = false, children }: AccountSectionProps) {
  const headingId = `account-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="lg"
      style={danger ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
