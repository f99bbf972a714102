import { Badge } from '@mantine/core';
import { type StageGate, describeGate } from '../../../../../domain/rww/rww-gates';

const COLOURS = { red: 'red', passed: 'teal', open: 'gray' } as const;
// The tint carries the colour; the label keeps the page's text colour, which reads on the tint in both schemes.
const READABLE = { label: { color: 'var(--mantine-color-text)' } } as const;

function colourOf(gate: StageGate): string {
  if (gate.status === 'decided') return gate.decision?.kind === 'continue' ? 'blue' : 'orange';
  return COLOURS[gate.status];
}

/** The stage's gate in a few words, coloured as the team would read it. */
export function RwwGateBadge({ gate }: { gate: StageGate }) {
  return (
    <Badge color={colourOf(gate)} variant="light" tt="none" size="lg" role="status" styles={READABLE}>
      {describeGate(gate)}
    </Badge>
  );
}
