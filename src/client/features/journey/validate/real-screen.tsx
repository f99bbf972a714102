import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment } from 'react';
import { LIMITS, type UserPersona } from '../../../../domain/journey-state';
import type { TextEditHint } from '../../../../domain/shared-text';
import { ASSUMPTION_NOTE } from '../../../../domain/user-persona-suggestions';
import { JourneyTextarea } from '../team-work/journey-textarea';
import { evidenceFieldsOf } from '../../../../domain/rww/rww-evidence-fields';
import { checkStageGate } from '../../../../domain/rww/rww-gates';
import { realStageScore } from '../../../../domain/rww/rww-scores';
import { checkRealStep, isFilled } from '../../../../domain/validate-rules';
import { StepNavigation } from '../layout/step-navigation';
import { PageComments } from '../team-work/page-comments';
import { useStepRule } from '../layout/use-step-rule';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { PERSONA_FIELDS } from './persona-fields';
import { RwwPanel } from './rww/rww-panel';
import { ScoreExplanation } from './rww/score-explanation';
import { useRwwScreen } from './rww/use-rww-screen';
import { SelectedIdeaCard } from './selected-idea-card';
import { SuggestedField } from './suggested-field';
import { type SuggestedPersonaField, usePersonaForm } from './use-persona-form';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

const VALIDATE_STAGE = 3;
/** Shown from the start, so the user sees both required fields before Next can refuse them. */
const REQUIRED_FIELDS = ['averageUser', 'primaryNeeds'] as const;
const SUGGESTED_FIELDS: readonly SuggestedPersonaField[] = ['extremeUser', 'unexpectedUser'];
const isRequired = (field: keyof UserPersona) => REQUIRED_FIELDS.some((name) => name === field);
const isSuggested = (field: keyof UserPersona): field is SuggestedPersonaField => SUGGESTED_FIELDS.some((name) => name === field);

function PersonaTextarea({
  field,
  value,
  onChange,
}: {
  field: keyof UserPersona;
  value: string;
  onChange(value: string, hint: TextEditHint): void;
}) {
  const required = isRequired(field);
  return (
    <JourneyTextarea
      textKey={`persona/${field}`}
      {...PERSONA_FIELDS[field]}
      withAsterisk={required}
      aria-required={required}
      autosize
      minRows={2}
      maxLength={LIMITS.longText}
      value={value}
      onTextChange={onChange}
    />
  );
}

export function RealScreen() {
  const { state, dispatch } = useJourney();
  const go = useJourneyNavigate();
  const { persona, update, regenerate } = usePersonaForm();

  const { screen } = useRwwScreen();
  const realRule = useStepRule('real-step', checkRealStep(persona));
  const gateRule = useStepRule('real-gate', checkStageGate(screen, 'real'));
  const score = realStageScore(state);

  const next = () => {
    if (!realRule() || !gateRule()) return;
    dispatch({ type: 'setScores', scores: { isRealScore: score.score } });
    if (state.currentStage < VALIDATE_STAGE) dispatch({ type: 'setStage', stage: VALIDATE_STAGE });
    go('/validate/win');
  };

  const personaField = (field: keyof UserPersona) => {
    const onChange = (value: string, hint: TextEditHint) => update(field, value, hint);
    if (!isSuggested(field)) return <PersonaTextarea key={field} field={field} value={persona[field]} onChange={onChange} />;
    return (
      <Fragment key={field}>
        {field === SUGGESTED_FIELDS[0] && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="Suggested profiles" role="note">
            {ASSUMPTION_NOTE}
          </Alert>
        )}
        <SuggestedField
          textKey={`persona/${field}`}
          {...PERSONA_FIELDS[field]}
          value={persona[field]}
          onChange={onChange}
          onRegenerate={() => regenerate(field)}
        />
      </Fragment>
    );
  };
  // SPEC section 2: only the required fields show until the average user is entered.
  const shown = (field: keyof UserPersona) => isRequired(field) || isFilled(persona.averageUser);
  const evidence = (group: string) => evidenceFieldsOf('real', group).filter(shown).map(personaField);

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} size="h2">
          {journeyScreenTitle('/validate/real')}
        </Title>
        <Text c="dimmed" mt={4}>
          Describe who would use this idea and what they need. Start with the average user; fields marked * are
          required.
        </Text>
      </div>
      <SelectedIdeaCard />
      <RwwPanel stage="real" evidence={evidence} />
      <ScoreExplanation stage="real" score={score} />
      <PageComments page="real" />
      <StepNavigation onBack={() => go('/ideate/select')} onNext={next} />
    </Stack>
  );
}
