import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { personaSourceLabel } from '../../../../domain/ideas';
import type { Idea } from '../../../../domain/journey-state';
import { useJourneyControls } from '../store/journey-context';
import { useDuplicatePairs } from './use-duplicate-pairs';

function PairSide({ idea }: { idea: Idea }) {
  return (
    <div>
      <Text fw={600}>{idea.title}</Text>
      <Text size="xs" c="dimmed">
        From {personaSourceLabel(idea)}
      </Text>
      <Text size="sm" mt={4} lineClamp={4}>
        {idea.description}
      </Text>
    </div>
  );
}

/** Ideas that say the same thing, side by side: merge them or keep both (remembered). */
export function DuplicatePairs() {
  const { dispatch } = useJourneyControls();
  const pairs = useDuplicatePairs();
  if (pairs.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="possible-duplicates">
      <Title id="possible-duplicates" order={2} size="h4">
        Possible duplicates
      </Title>
      {pairs.map(({ first, second }) => (
        <Card key={`${first.id}-${second.id}`} withBorder padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PairSide idea={first} />
            <PairSide idea={second} />
          </SimpleGrid>
          <Group justify="space-between" mt="sm" gap="xs">
            <Text size="xs" c="dimmed">
              Merge keeps “{first.title}”, adds the other text, and keeps the better scores and any star.
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-label={`Keep both: ${first.title} and ${second.title}`}
                onClick={() => dispatch({ type: 'keepIdeasApart', ids: [first.id, second.id] })}
              >
                Keep both
              </Button>
              <Button
                size="xs"
                aria-label={`Merge ${second.title} into ${first.title}`}
                onClick={() => dispatch({ type: 'mergeIdeas', keepId: first.id, mergeId: second.id })}
              >
                Merge
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
