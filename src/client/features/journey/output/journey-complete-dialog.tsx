import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ideaSummary, NOT_AVAILABLE } from '../../../../domain/outputs/output-context';
import { useJourney } from '../store/journey-context';

const OUTPUT_LINKS = [
  { path: '/output/pitch', label: 'Pitch deck' },
  { path: '/output/brd', label: 'Business requirements' },
  { path: '/output/infographic', label: 'Infographic' },
] as const;

const scoreText = (score: number | null) => (score === null ? NOT_AVAILABLE : `${score}/10`);

interface JourneyCompleteDialogProps {
  opened: boolean;
  /** Leaves for the outputs: the dialog closes and the user stays in the journey. */
  onOpenOutput(): void;
  onGoHome(): void;
}

/** The end of a journey: what the team decided and where its outputs are, before going home. */
export function JourneyCompleteDialog({ opened, onOpenOutput, onGoHome }: JourneyCompleteDialogProps) {
  const { state, journeyId } = useJourney();
  const search = journeyId ? `?journeyId=${encodeURIComponent(journeyId)}` : '';
  return (
    <Modal
      opened={opened}
      onClose={onGoHome}
      title="Journey complete"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close and go to home' }}
    >
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Your team chose
          </Text>
          <Text fw={700} size="lg">
            {ideaSummary(state.selectedIdea).title}
          </Text>
        </div>
        <List spacing={2} size="sm" aria-label="Validation scores">
          <List.Item>Real (desirability): {scoreText(state.isRealScore)}</List.Item>
          <List.Item>Win (feasibility): {scoreText(state.canWinScore)}</List.Item>
          <List.Item>Worth (viability): {scoreText(state.isWorthScore)}</List.Item>
        </List>
        <Text size="sm">
          The journey is saved as completed. Its outputs stay open from the dashboard&apos;s Review.
        </Text>
        <Group gap="xs" role="group" aria-label="Outputs">
          {OUTPUT_LINKS.map(({ path, label }) => (
            <Button
              key={path}
              component={Link}
              to={`${path}${search}`}
              variant="default"
              onClick={onOpenOutput}
            >
              {label}
            </Button>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button leftSection={<IconHome size={16} aria-hidden />} onClick={onGoHome}>
            Go to home
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
