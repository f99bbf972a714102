import { Button, CopyButton, Group, TextInput } from '@mantine/core';

interface CopyableFieldProps {
  label: string;
  description?: string;
  value: string;
  /** The copy button's accessible name, e.g. "Copy the redirect URI". */
  copyLabel: string;
}

/** A value the owner copies into their identity provider's settings: read-only, with a copy button. */
export function CopyableField({ label, description, value, copyLabel }: CopyableFieldProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput label={label} description={description} value={value} readOnly style={{ flex: 1, minWidth: 0 }} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-label={copyLabel}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
