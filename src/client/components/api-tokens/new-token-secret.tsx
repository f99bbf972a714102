import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CreatedApiToken } from '../../../domain/api-token-api';

/** Mantine's light alert draws its title in the accent colour, below AA contrast in light mode. */
const READABLE = { title: { color: 'var(--mantine-color-text)' } };

/** The token just made, shown this once: the server keeps only its hash. */
export function NewTokenSecret({ created, onDone }: { created: CreatedApiToken; onDone(): void }) {
  return (
    <Alert color="teal" variant="light" title={`Token “${created.token.name}” created`} role="status" styles={READABLE}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Copy it now: you will not see it again. Keep it where your integration keeps its secrets.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Your new API token"
            value={created.secret}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label="Copy the new API token">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          Send it as <code>Authorization: Bearer &lt;token&gt;</code>.
        </Text>
        <Group>
          <Button variant="default" onClick={onDone}>
            Done, I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
