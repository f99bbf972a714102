import { Badge } from '@mantine/core';
import { RWW_DECISION_LABELS } from '../../../../../domain/rww/rww-action-summary';
import type { StageGate } from '../../../../../domain/rww/rww-gates';

/** The stage's gate in a word or three, coloured as the team would read it. */
export function gateLabel(gate: StageGate): { text: string; color: string } {
  switch (gate.status) {
    case 'red':
      return { text: 'Red: decision needed', color: 'red' };
    case 'decided':
      return { text: `Decided: ${RWW_DECISION_LABELS[gate.decision!.kind]}`, color: gate.decision!.kind === 'continue' ? 'blue' : 'orange' };
    case 'passed':
      return { text: 'Passed: no No', color: 'teal' };
    case 'open':
      return { text: `${gate.answered} of ${gate.total} answered`, color: 'gray' };
  }
}

export function RwwGateBadge({ gate }: { gate: StageGate }) {
  const { text, color } = gateLabel(gate);
  // Filled badges keep white text on a dark enough colour in both schemes.
  return (
    <Badge color={color} variant="filled" tt="none" size="lg" role="status">
      {text}
    </Badge>
  );
}
