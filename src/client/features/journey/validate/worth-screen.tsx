import { Alert, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LIMITS, ratingSchema, type Viability } from '../../../../domain/journey-state';
import { evidenceFieldsOf } from '../../../../domain/rww/rww-evidence-fields';
import { checkAllStageGates } from '../../../../domain/rww/rww-gates';
import { worthAnswersLine } from '../../../../domain/rww/rww-scores';
import { checkWorthStep } from '../../../../domain/validate-rules';
import { JourneyTextarea } from '../team-work/journey-textarea';
import {
  calculateWorthScore,
  shouldAdvanceToPitch,
  WORTH_ADVANCE_THRESHOLD,
} from '../../../../domain/worth-score';
import { StepNavigation } from '../layout/step-navigation';
import { PageComments } from '../team-work/page-comments';
import { useStepRule } from '../layout/use-step-rule';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { RwwPanel } from './rww/rww-panel';
import { ScoreExplanation } from './rww/score-explanation';
import { useRwwScreen } from './rww/use-rww-screen';
import { SelectedIdeaCard } from './selected-idea-card';
import { RATED_FIELD_LABELS, worthAdvice } from './worth-advice';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

type RatedField = keyof typeof RATED_FIELD_LABELS;
type FreeTextField = 'costEstimate' | 'risks' | 'longTermValue' | 'longTermAlignment';

const RATING_DESCRIPTIONS: Readonly<Record<RatedField, string>> = {
  expectedReturn: 'The revenue, savings or retention you expect.',
  strategicRelevance: "How closely it serves the bank's strategy.",
};

const FREE_TEXT: Readonly<Record<FreeTextField, { label: string; description: string }>> = {
  costEstimate: { label: 'Cost Estimate', description: 'Build and run costs, even a rough range.' },
  risks: { label: 'Risks', description: 'Regulatory, operational, reputational or delivery risks.' },
  longTermValue: { label: 'Long-Term Value', description: 'What it is worth to the bank in three to five years.' },
  longTermAlignment: { label: 'Long-Term Alignment', description: 'How it fits where the bank is heading.' },
};

/** The spec's two cards, each under the Day sub-question its fields serve. */
const CARD_OF_GROUP: Readonly<Record<string, { id: string; title: string }>> = {
  profitable: { id: 'financial-viability', title: 'Financial Viability' },
  strategic: { id: 'strategic-alignment', title: 'Strategic Alignment' },
};

const isRated = (field: keyof Viability): field is RatedField => field in RATED_FIELD_LABELS;

function EvidenceCard({ group }: { group: string }) {
  const card = CARD_OF_GROUP[group];
  const fields = evidenceFieldsOf('worth', group);
  if (!card || fields.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={card.id}>
      <Title id={card.id} order={4} size="h5" mb="sm">
        {card.title}
      </Title>
      <Stack gap="md">
        {fields.map((field) =>
          isRated(field) ? (
            <RatingSelect key={field} field={field} description={RATING_DESCRIPTIONS[field]} />
          ) : (
            <FreeText key={field} field={field} {...FREE_TEXT[field]} />
          ),
        )}
      </Stack>
    </Card>
  );
}

const RATINGS = ratingSchema.options;
// Mantine's orange title is too faint on the light alert background for WCAG AA.
const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;

function RatingSelect({ field, description }: { field: RatedField; description: string }) {
  const { state, dispatch } = useJourney();
  return (
    <Select
      label={RATED_FIELD_LABELS[field]}
      description={description}
      placeholder="Choose High, Medium or Low"
      withAsterisk
      aria-required
      data={RATINGS}
      allowDeselect={false}
      value={state.viability[field] || null}
      onChange={(value) => {
        const rating = ratingSchema.safeParse(value);
        if (rating.success) dispatch({ type: 'updateViability', changes: { [field]: rating.data } });
      }}
    />
  );
}

function FreeText({
  field,
  label,
  description,
}: {
  field: FreeTextField;
  label: string;
  description: string;
}) {
  const { state, dispatch } = useJourney();
  return (
    <JourneyTextarea
      textKey={`viability/${field}`}
      label={label}
      description={description}
      autosize
      minRows={2}
      maxLength={LIMITS.longText}
      value={state.viability[field]}
      onTextChange={(value, hint) => dispatch({ type: 'updateViability', changes: { [field]: value } }, hint)}
    />
  );
}

function BelowThreshold({ score, viability }: { score: number; viability: Viability }) {
  return (
    <Alert
      color="orange"
      title={`Score ${score} of 10: not yet worth it`}
      role="status"
      styles={ALERT_STYLES}
    >
      <Text size="sm">
        A Worth score of {WORTH_ADVANCE_THRESHOLD} or more is needed to continue to the pitch. Each rating
        counts High = 5, Medium = 3, Low = 1. {worthAdvice(viability)}
      </Text>
      <Text size="sm" mt="xs">
        If your honest assessment stays lower, strengthen the business case (a higher return or a closer fit
        with the bank&apos;s strategy) before going on, or go back and validate another idea.
      </Text>
    </Alert>
  );
}

export function WorthScreen() {
  const { state, dispatch, saveNow } = useJourney();
  const go = useJourneyNavigate();
  const [submitted, setSubmitted] = useState(false);
  const viability = state.viability;
  const score = calculateWorthScore(viability);

  // SPEC section 2: arriving here saves the journey's progress.
  useEffect(() => {
    void saveNow();
  }, [saveNow]);

  const { screen } = useRwwScreen();
  const worthRule = useStepRule('worth-step', checkWorthStep(viability));
  // Issue 14: before the pitch, every red gate has a recorded decision; the score and its move stay the spec's.
  const gatesRule = useStepRule('worth-gates', checkAllStageGates(screen));

  const submit = () => {
    if (!worthRule() || !gatesRule()) return;
    dispatch({ type: 'setScores', scores: { isWorthScore: score } });
    setSubmitted(true);
    if (shouldAdvanceToPitch(score)) go('/output/pitch');
  };

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} size="h2">
          {journeyScreenTitle('/validate/worth')}
        </Title>
        <Text c="dimmed" mt={4}>
          Weigh the return against the cost and the bank&apos;s strategy.
        </Text>
      </div>
      <SelectedIdeaCard />
      <RwwPanel stage="worth" evidence={(group) => <EvidenceCard group={group} />} />
      <Text size="lg" fw={700} aria-live="polite">
        Score: {score ?? 'N/A'}
      </Text>
      <ScoreExplanation stage="worth" headline={worthAnswersLine(state)} />
      {submitted && score !== null && !shouldAdvanceToPitch(score) && (
        <BelowThreshold score={score} viability={viability} />
      )}
      <PageComments page="worth" />
      <StepNavigation onBack={() => go('/validate/win')} onNext={submit} nextLabel="Continue" />
    </Stack>
  );
}
