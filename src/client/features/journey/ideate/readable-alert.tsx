import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

const READABLE = { title: { color: 'var(--mantine-color-text)' } };

/** Mantine's light alert draws its title in the accent colour, below AA contrast in light mode. */
export function ReadableAlert(props: AlertProps & { children: ReactNode; onClose?(): void }) {
  return <Alert styles={READABLE} {...props} />;
}
