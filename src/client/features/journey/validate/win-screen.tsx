import { Checkbox, Fieldset, Stack, Text, Title } from '@mantine/core';
import { type Feasibility, LIMITS } from '../../../../domain/journey-state';
import { evidenceFieldsOf } from '../../../../domain/rww/rww-evidence-fields';
import { checkStageGate } from '../../../../domain/rww/rww-gates';
import { winStageScore } from '../../../../domain/rww/rww-scores';
import type { TextEditHint } from '../../../../domain/shared-text';
import { checkWinStep } from '../../../../domain/validate-rules';
import { JourneyTextarea } from '../team-work/journey-textarea';
import { StepNavigation } from '../layout/step-navigation';
import { PageComments } from '../team-work/page-comments';
import { useStepRule } from '../layout/use-step-rule';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { RwwPanel } from './rww/rww-panel';
import { ScoreExplanation } from './rww/score-explanation';
import { useRwwScreen } from './rww/use-rww-screen';
import { SelectedIdeaCard } from './selected-idea-card';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

type TextField = 'internalCapabilities' | 'externalAssets' | 'entryBarriers';
type ReadinessField = 'techReadiness' | 'talentReadiness' | 'differentiation';

const TEXT_FIELDS: readonly { field: TextField; label: string; description: string; required: boolean }[] = [
  {
    field: 'internalCapabilities',
    label: 'Internal Capabilities',
    description: 'Expertise, systems, processes and data the bank already has.',
    required: true,
  },
  {
    field: 'externalAssets',
    label: 'External Assets & Partners',
    description: 'Vendors, technology providers and advisors who could help.',
    required: true,
  },
  {
    field: 'entryBarriers',
    label: 'Entry Barriers & Competition',
    description: 'Who else offers something similar, and what makes it hard to copy or to enter.',
    required: false,
  },
];

const READINESS: readonly { field: ReadinessField; label: string; description: string }[] = [
  {
    field: 'techReadiness',
    label: 'Technology Readiness',
    description: 'The technology needed exists and we can use it.',
  },
  {
    field: 'talentReadiness',
    label: 'Talent Readiness',
    description: 'We have, or can quickly hire, the skills to build it.',
  },
  {
    field: 'differentiation',
    label: 'Clear Differentiation',
    description: 'It stands out clearly from what competitors offer.',
  },
];

export function WinScreen() {
  const { state, dispatch } = useJourney();
  const go = useJourneyNavigate();
  const feasibility = state.feasibility;
  const change = (changes: Partial<Feasibility>, hint?: TextEditHint) => dispatch({ type: 'updateFeasibility', changes }, hint);

  const { screen } = useRwwScreen();
  const winRule = useStepRule('win-step', checkWinStep(feasibility));
  const gateRule = useStepRule('win-gate', checkStageGate(screen, 'win'));
  const score = winStageScore(state);

  const next = () => {
    if (!winRule() || !gateRule()) return;
    dispatch({ type: 'setScores', scores: { canWinScore: score.score } });
    go('/validate/worth');
  };

  const textField = ({ field, label, description, required }: (typeof TEXT_FIELDS)[number]) => (
    <JourneyTextarea
      key={field}
      textKey={`feasibility/${field}`}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required}
      autosize
      minRows={3}
      maxLength={LIMITS.longText}
      value={feasibility[field]}
      onTextChange={(value, hint) => change({ [field]: value }, hint)}
    />
  );
  // The spec's three boxes stay together under their legend, wherever the sub-question puts them.
  const readiness = (boxes: typeof READINESS) => (
    <Fieldset key="readiness" legend="Readiness Assessment" variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
      <Stack gap="sm" mt="xs">
        {boxes.map(({ field, label, description }) => (
          <Checkbox
            key={field}
            label={label}
            description={description}
            checked={feasibility[field]}
            onChange={(event) => change({ [field]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Fieldset>
  );
  const evidence = (group: string) => {
    const fields = evidenceFieldsOf('win', group);
    const boxes = READINESS.filter((box) => fields.includes(box.field));
    return [
      ...TEXT_FIELDS.filter((text) => fields.includes(text.field)).map(textField),
      ...(boxes.length > 0 ? [readiness(boxes)] : []),
    ];
  };

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} size="h2">
          {journeyScreenTitle('/validate/win')}
        </Title>
        <Text c="dimmed" mt={4}>
          Can the bank build and deliver this idea, and can it beat the competition?
        </Text>
      </div>
      <SelectedIdeaCard />
      <RwwPanel stage="win" evidence={evidence} />
      <ScoreExplanation stage="win" score={score} />
      <PageComments page="win" />
      <StepNavigation onBack={() => go('/validate/real')} onNext={next} />
    </Stack>
  );
}
