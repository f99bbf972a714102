import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { focusAreaLabel } from '../../../../domain/banking-catalogue';
import { firstWords } from '../../../../domain/first-words';
import { LIMITS } from '../../../../domain/journey-state';
import { checkProblemStep } from '../../../../domain/journey-validation';
import { problemExamples } from '../../../../domain/problem-examples';
import { JourneyTextarea } from '../team-work/journey-textarea';
import { StepNavigation } from '../layout/step-navigation';
import { useStepRule } from '../layout/use-step-rule';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { JourneyNameField } from './journey-name-field';
import { TeamBadges } from './team-badges';
import { useNameSuggestion } from './use-name-suggestion';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

export function ProblemScreen() {
  const { state, dispatch, readOnly } = useJourney();
  const go = useJourneyNavigate();
  const suggestion = useNameSuggestion();
  const examples = problemExamples(state.selectedDomain);

  const problemRule = useStepRule('problem-step', checkProblemStep(state));

  const next = () => {
    if (!problemRule()) return;
    // A journey leaves the problem step with a name: the suggested one when nobody typed one.
    if (!readOnly && state.journeyName.trim() === '') dispatch({ type: 'setJourneyName', journeyName: suggestion });
    dispatch({ type: 'setStage', stage: 1 });
    go('/ideate/ideas', { state: { generateIdeas: true } });
  };

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} size="h2">
          {journeyScreenTitle('/define/problem')}
        </Title>
        <Text c="dimmed" mt={4}>
          Focus area: <strong>{focusAreaLabel(state.selectedDomain, state.selectedSubdomain) || 'not chosen yet'}</strong>
        </Text>
      </div>
      <TeamBadges members={state.teamMembers} />
      <JourneyTextarea
        textKey="problemStatement"
        label="Problem Statement"
        description="Who has the problem, what happens today, and why it matters. At least 10 characters."
        placeholder="Describe the problem you want your team to solve…"
        autosize
        minRows={5}
        maxLength={LIMITS.problemStatement}
        value={state.problemStatement}
        onTextChange={(value, hint) => dispatch({ type: 'setProblemStatement', problemStatement: value }, hint)}
      />
      <JourneyNameField suggestion={suggestion} />
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Example problem statements
        </Text>
        {state.problemStatement.trim() !== '' && (
          <Text size="xs" c="dimmed">
            Clear your own statement to start from an example.
          </Text>
        )}
        {examples.map((example) => (
          <Card key={example} withBorder padding="sm">
            <Text size="sm">{example}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              mt={6}
              disabled={state.problemStatement.trim() !== ''}
              aria-label={`Use this example: ${firstWords(example)}`}
              onClick={() => dispatch({ type: 'setProblemStatement', problemStatement: example })}
            >
              Use this example
            </Button>
          </Card>
        ))}
      </Stack>
      <StepNavigation onBack={() => go('/define/domain')} onNext={next} nextIcon={<IconSparkles size={16} aria-hidden />} />
    </Stack>
  );
}
