import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { RoundView, SessionView } from '../../../../domain/facilitation/facilitation-api';
import { useJourneyControls } from '../store/journey-context';
import { PrivateIdeaForm } from './private-idea-form';
import { countOf } from './session-words';
import { useFacilitationCommand } from './use-facilitation-command';

type PrivateRound = Extract<RoundView, { kind: 'private-ideas' }>;

/** The open private round on the Ideas screen: your own ideas (the facilitator sees everyone's), hidden from the rest until revealed. */
export function PrivateRoundPanel({ session, round }: { session: SessionView; round: PrivateRound }) {
  const { userId } = useJourneyControls();
  const { send, pending } = useFacilitationCommand();
  const facilitating = session.youFacilitate;
  const add = (title: string, description: string) => send({ kind: 'add-private-idea', roundId: round.id, title, description });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="private-round-title">
      <Stack gap="sm">
        <div>
          <Title id="private-round-title" order={2} size="h4">
            {facilitating ? 'Private ideas round' : 'Your private ideas'}
          </Title>
          <Text size="sm" mt={4}>
            {facilitating
              ? `Each person sees only their own ideas until you reveal them all at once (from Session controls). ${countOf(round.contributors, 'person', 'people')} added ${countOf(round.ideaCount, 'idea')} so far.`
              : 'Only you and the facilitator see the ideas you add here, until the facilitator reveals everyone’s at once. While this round is open, “Add your own idea” adds here too.'}
          </Text>
        </div>
        <PrivateIdeaForm onAdd={add} pending={pending} />
        {round.ideas.length === 0 ? (
          <Text size="sm" c="dimmed">
            {facilitating ? 'No private ideas yet.' : 'You have not added a private idea yet.'}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={facilitating ? 'Private ideas so far' : 'Your private ideas so far'}>
            {round.ideas.map((idea) => (
              <Card key={idea.id} component="li" withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {idea.title}
                    </Text>
                    {idea.description && (
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {idea.description}
                      </Text>
                    )}
                    {facilitating && (
                      <Text size="xs" c="dimmed">
                        By {idea.author.id === userId ? 'you' : idea.author.name}
                      </Text>
                    )}
                  </div>
                  {idea.author.id === userId && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Delete “${idea.title}”`}
                      disabled={pending}
                      onClick={() => void send({ kind: 'delete-private-idea', ideaId: idea.id })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
