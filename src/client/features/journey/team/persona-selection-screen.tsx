import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Persona, PersonaCategory } from '../../../../domain/persona';
import { canSelectPersona, isPersonaSelected } from '../../../../domain/journey-reducer';
import { personasByCategory } from '../../../../domain/personas';
import { checkCategorySelection } from '../../../../domain/journey-validation';
import { MAX_PER_CATEGORY, MIN_PER_CATEGORY, selectedCountByCategory, selectionLimitToast } from '../../../../domain/team-rules';
import { newId } from '../../../lib/new-id';
import { hideToast, showErrorToast } from '../../../lib/toast';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { StepNavigation } from '../layout/step-navigation';
import { useStepRule } from '../layout/use-step-rule';
import { PersonaCard } from './persona-card';

export interface PersonaSelectionScreenProps {
  category: PersonaCategory;
  title: string;
  intro: string;
  backPath?: string;
  nextPath: string;
  continueLabel: string;
  /** The stage to record when moving on (SPEC section 4), if this screen sets one. */
  stageOnContinue?: number;
}

export function PersonaSelectionScreen(props: PersonaSelectionScreenProps) {
  const { state, dispatch } = useJourney();
  const go = useJourneyNavigate();
  const selectedCount = selectedCountByCategory(state)[props.category];
  const limitToastId = `selection-limit-${props.category}`;
  const selectionRule = useStepRule(`selection-${props.category}`, checkCategorySelection(state, props.category));

  const toggle = (persona: Persona) => {
    if (!canSelectPersona(state, persona)) {
      const toast = selectionLimitToast(props.category);
      showErrorToast(toast.title, toast.message, { id: limitToastId });
      return;
    }
    hideToast(limitToastId);
    // Add or remove, as the screen shows it: a toggle sent by two people at once would cancel out.
    const member = state.teamMembers.find((candidate) => candidate.personaId === persona.id);
    dispatch(member ? { type: 'removeTeamMember', id: member.id } : { type: 'addTeamMember', persona, id: newId() });
  };

  const next = () => {
    if (!selectionRule()) return;
    if (props.stageOnContinue !== undefined) dispatch({ type: 'setStage', stage: props.stageOnContinue });
    go(props.nextPath);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {props.intro}
          </Text>
        </div>
        <Badge size="lg" variant={selectedCount > 0 ? 'filled' : 'outline'} aria-live="polite">
          {selectedCount}/{MAX_PER_CATEGORY} Selected
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {personasByCategory(props.category).map((persona) => (
          <PersonaCard
            key={persona.id}
            persona={persona}
            selected={isPersonaSelected(state, persona.id)}
            onToggle={() => toggle(persona)}
          />
        ))}
      </SimpleGrid>
      <StepNavigation
        onBack={props.backPath ? () => go(props.backPath!) : undefined}
        onNext={next}
        nextLabel={props.continueLabel}
        nextBlocked={selectedCount < MIN_PER_CATEGORY}
      />
    </Stack>
  );
}

