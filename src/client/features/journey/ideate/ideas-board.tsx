import { Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { groupIdeasByPersona } from '../../../../domain/ideas';
import type { Idea, TeamMember } from '../../../../domain/journey-state';
import { IdeaCommentsButton } from '../team-work/idea-comments-button';
import { useIsTeamJourney } from '../team-work/use-team-journey';
import { IdeaActions } from './idea-actions';
import { IdeaCard } from './idea-card';
import type { useIdeaEditing } from './use-idea-editing';

interface IdeasBoardProps {
  ideas: Idea[];
  generating: boolean;
  /** Members whose ideas have not arrived yet while a round streams in. */
  waitingFor: TeamMember[];
  editing: ReturnType<typeof useIdeaEditing>;
}

/** Ideas grouped by the persona (or person) who proposed them, two columns on wide screens. */
export function IdeasBoard({ ideas, generating, waitingFor, editing }: IdeasBoardProps) {
  const team = useIsTeamJourney();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy={generating}>
      {groupIdeasByPersona(ideas).map((group) => (
        <Stack key={group.personaSource} gap="sm" component="section" aria-label={`Ideas from ${group.personaSource}`}>
          <Title order={2} size="h4">
            {group.personaSource}
          </Title>
          {group.ideas.map((idea) => (
            <IdeaCard
              key={idea.id}
              idea={idea}
              actions={
                !generating && (
                  <IdeaActions
                    idea={idea}
                    onStar={(starred) => editing.star(idea, starred)}
                    onEdit={() => editing.startEdit(idea)}
                    onDelete={() => editing.remove(idea)}
                  />
                )
              }
            >
              {team && !generating && (
                <Group mt="xs" justify="flex-end">
                  <IdeaCommentsButton idea={idea} />
                </Group>
              )}
            </IdeaCard>
          ))}
        </Stack>
      ))}
      {generating &&
        waitingFor.map((member) => (
          <Group key={member.id} gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{member.name} is thinking…</Text>
          </Group>
        ))}
    </SimpleGrid>
  );
}
