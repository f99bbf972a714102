import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatAverage } from '../../../../domain/ideas';
import type { Idea } from '../../../../domain/journey-state';
import { rankingScoreLabel, topRatedExplanation, topRatedIdeas } from '../../../../domain/top-rated';

/** The three best ideas by the figure their cards show: the team score in a team, else the average score. */
export function TopIdeasPanel({ ideas, team }: { ideas: Idea[]; team: boolean }) {
  const top = topRatedIdeas(ideas, team);
  const label = rankingScoreLabel(team);
  return (
    <Card withBorder padding="lg" component="aside" aria-labelledby="top-rated">
      <Title id="top-rated" order={2} size="h4" mb={4}>
        Top Rated Ideas
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {topRatedExplanation(team)}
      </Text>
      {top.length === 0 ? (
        <Text size="sm" c="dimmed">
          Score ideas to see the leaders here.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {top.map(({ idea, score }, index) => (
            <Group key={idea.id} component="li" wrap="nowrap" justify="space-between" gap="sm">
              <Group wrap="nowrap" gap="sm" miw={0}>
                {/* Not a fixed-width circle: it clipped "#1" to "#…", read as "#." and "#..". */}
                <Badge variant="filled" size="lg" style={{ flexShrink: 0 }}>
                  #{index + 1}
                </Badge>
                <Text size="sm" fw={600} lineClamp={2}>
                  {idea.title}
                </Text>
              </Group>
              <Text fw={800} aria-label={`${label} ${formatAverage(score)}`}>
                {formatAverage(score)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
