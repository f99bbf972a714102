import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { averageScore, formatAverage, topIdeas } from '../../../../domain/ideas';
import type { Idea } from '../../../../domain/journey-state';

export function TopIdeasPanel({ ideas }: { ideas: Idea[] }) {
  const top = topIdeas(ideas);
  return (
    <Card withBorder padding="lg" component="aside" aria-labelledby="top-rated">
      <Title id="top-rated" order={2} size="h4" mb="sm">
        Top Rated Ideas
      </Title>
      {top.length === 0 ? (
        <Text size="sm" c="dimmed">
          Score ideas to see the leaders here.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {top.map((idea, index) => (
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
              <Text fw={800} aria-label={`Average score ${formatAverage(averageScore(idea) ?? 0)}`}>
                {formatAverage(averageScore(idea) ?? 0)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
