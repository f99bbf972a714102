import { Badge, Text } from '@mantine/core';

const COLOURS: Readonly<Record<string, string>> = { Yes: 'teal', Maybe: 'yellow', No: 'red' };
// The tint carries the colour; the label keeps the page's text colour, which reads on the tint in both schemes.
const READABLE = { label: { color: 'var(--mantine-color-text)' } } as const;

/** A Real-Win-Worth answer ('Yes', 'Maybe', 'No') as a tinted badge; anything else as plain text. */
export function RwwAnswerBadge({ answer }: { answer: string }) {
  if (!COLOURS[answer]) return <Text size="sm">{answer}</Text>;
  return (
    <Badge color={COLOURS[answer]} variant="light" tt="none" styles={READABLE}>
      {answer}
    </Badge>
  );
}
