import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { IdeaSummaryCard } from '../ideate/idea-summary-card';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';

/** The idea being validated, at the top of each validate screen. */
export function SelectedIdeaCard() {
  const { state } = useJourney();
  const go = useJourneyNavigate();
  const idea = state.selectedIdea;

  if (!idea) {
    return (
      <Alert
        color="orange"
        icon={<IconAlertCircle aria-hidden />}
        title="No idea selected yet"
        // Mantine's orange title is below 4.5:1 on its light background.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">Choose one of your top ideas before validating it.</Text>
        <Button variant="light" size="compact-sm" mt="xs" onClick={() => go('/ideate/select')}>
          Select an idea
        </Button>
      </Alert>
    );
  }
  return <IdeaSummaryCard idea={idea} label="Selected idea" />;
}
