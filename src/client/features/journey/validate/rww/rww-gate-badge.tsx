import { Badge } from '@mantine/core';
import { type StageGate, describeGate } from '../../../../../domain/rww/rww-gates';

const COLOURS = { red: 'red', passed: 'teal', open: 'gray' } as const;

function colourOf(gate: StageGate): string {
  if (gate.status === 'decided') return gate.decision?.kind === 'continue' ? 'blue' : 'orange';
  return COLOURS[gate.status];
}

/** The stage's gate in a few words, coloured as the team would read it. */
export function RwwGateBadge({ gate }: { gate: StageGate }) {
  // Filled badges keep white text on a dark enough colour in both schemes.
  return (
    <Badge color={colourOf(gate)} variant="filled" tt="none" size="lg" role="status">
      {describeGate(gate)}
    </Badge>
  );
}
