import { Badge, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ListedOperation } from './openapi-types';

// Dark shades under white text: readable in light and dark mode alike.
const METHOD_COLOURS: Record<string, string> = { GET: '#1c4f9c', POST: '#1e6b34', PUT: '#8f3b00', PATCH: '#6b2a86', DELETE: '#a4161a' };

const asJson = (value: unknown) => JSON.stringify(value, null, 2);
/** Long paths and JSON wrap on a phone instead of pushing the page sideways. */
const wrapping = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Example({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block style={wrapping}>
        {asJson(value)}
      </Code>
    </Stack>
  );
}

/** One operation: what it does, who may call it, what it takes and answers; all as text, nothing as HTML. */
export function OperationCard({ method, path, operation }: ListedOperation) {
  const body = operation.requestBody?.content['application/json'];
  const [status, success] = Object.entries(operation.responses)[0] ?? [];
  const successExample = success?.content ? Object.values(success.content)[0]?.example : undefined;
  const errors = Object.entries(operation.responses).slice(1);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={operation.operationId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge color={METHOD_COLOURS[method] ?? '#343a40'} variant="filled" style={{ flexShrink: 0 }}>
            {method}
          </Badge>
          <Title order={3} size="h5" id={operation.operationId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Code style={wrapping}>{path}</Code> {operation.summary}
          </Title>
        </Group>
        {operation.description.split('\n\n').map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        {operation.parameters.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Parameters
            </Text>
            <List size="sm" spacing={2}>
              {operation.parameters.map((parameter) => (
                <List.Item key={`${parameter.in}-${parameter.name}`} style={{ overflowWrap: 'anywhere' }}>
                  <Code>{parameter.name}</Code>
                  {` in ${parameter.in}, ${parameter.required ? 'required' : 'optional'}${parameter.example === undefined ? '' : `, for example ${parameter.example}`}`}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {body?.example !== undefined && <Example label="Request body, for example" value={body.example} />}
        {body && (
          <details>
            <summary>
              <Text span size="sm">
                Request body schema (JSON Schema)
              </Text>
            </summary>
            <Code block mt="xs" mah={320} style={{ ...wrapping, overflow: 'auto' }}>
              {asJson(body.schema)}
            </Code>
          </details>
        )}
        {success && <Text size="sm">{`${status}: ${success.description}`}</Text>}
        {successExample !== undefined && <Example label="Answer, for example" value={successExample} />}
        <Text size="xs" c="dimmed">
          {`Errors: ${errors.map(([code]) => code).join(', ')}, each as { error: { code, message } }.`}
        </Text>
      </Stack>
    </Paper>
  );
}
