import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';

/** The signing secret, shown once after creating an endpoint or rotating its secret. */
export function SigningSecretNotice({ secret, onDone }: { secret: string; onDone(): void }) {
  return (
    <Paper withBorder p="md" role="status" aria-labelledby="signing-secret-heading">
      <Stack gap="xs">
        <Title order={3} size="h4" id="signing-secret-heading">
          Copy the signing secret now
        </Title>
        <Text size="sm">Your receiver checks each delivery with it. It is not shown again; rotate the secret if it is lost.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput label="Signing secret" value={secret} readOnly style={{ flex: 1, minWidth: 0 }} />
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label="Copy the signing secret">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="subtle" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
