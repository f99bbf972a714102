import { Badge, Group, Text } from '@mantine/core';
import { formatAverage } from '../../../../domain/ideas';
import type { Idea } from '../../../../domain/journey-state';
import { teamScore } from '../../../../domain/team-scores';
import classes from './team-work.module.css';

/** The team's figure for an idea: the mean of its scorers, how many scored, how far apart they are. */
export function TeamScoreLine({ idea }: { idea: Idea }) {
  const team = teamScore(idea);
  if (!team) {
    return (
      <Text size="xs" c="dimmed">
        No one has scored this idea yet.
      </Text>
    );
  }
  const scorers = `${team.scorers} ${team.scorers === 1 ? 'person' : 'people'} scored`;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        Team score <strong>{formatAverage(team.average)}</strong> · {scorers}
        {team.scorers > 1 && ` · spread ${formatAverage(team.spread)}`}
      </Text>
      {team.needsDiscussion && (
        <Badge variant="transparent" tt="none" className={classes.discuss}>
          Discuss: scores far apart
        </Badge>
      )}
    </Group>
  );
}
