import { Badge } from '@mantine/core';
import type { RoundView } from '../../../../domain/facilitation/facilitation-api';
import { countOf } from './session-words';

/** The open round in a few words, for the session bar. */
export function roundStatusText(round: RoundView): string {
  switch (round.kind) {
    case 'private-ideas':
      return `Private ideas round · ${countOf(round.ideaCount, 'idea')} so far`;
    case 'blind-scoring':
      return `Blind scoring · ${round.finished} of ${round.participants} finished`;
    case 'pairwise':
      return `Comparing ideas · ${round.finished} of ${round.participants} finished`;
  }
}

export function RoundStatus({ round }: { round: RoundView | null }) {
  if (!round) return null;
  return (
    <Badge variant="light" color="gray" tt="none" size="lg" radius="sm" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      {roundStatusText(round)}
    </Badge>
  );
}
