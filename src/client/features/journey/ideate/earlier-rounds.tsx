import { Button, Menu } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { scoredIdeasCount } from '../../../../domain/ideas';
import type { IdeaRound } from '../../../../domain/journey-state';

function describeRound(round: IdeaRound): string {
  const time = new Date(round.replacedAt);
  const when = Number.isNaN(time.getTime())
    ? 'earlier'
    : time.toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const scored = scoredIdeasCount(round.ideas);
  return `${round.ideas.length} ideas${scored > 0 ? `, ${scored} scored` : ''} (replaced ${when})`;
}

interface EarlierRoundsProps {
  rounds: readonly IdeaRound[];
  onRestore(roundId: string): void;
}

/** Earlier rounds stay reachable: bringing one back keeps the current list as an earlier round. */
export function EarlierRounds({ rounds, onRestore }: EarlierRoundsProps) {
  if (rounds.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />}>
          Earlier rounds ({rounds.length})
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Bring back a round</Menu.Label>
        {[...rounds].reverse().map((round) => (
          <Menu.Item key={round.id} onClick={() => onRestore(round.id)}>
            {describeRound(round)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
