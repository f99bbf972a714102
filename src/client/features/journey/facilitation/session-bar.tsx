import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import type { FacilitationAnswer, SessionView } from '../../../../domain/facilitation/facilitation-api';
import { stepLabel } from '../../../../domain/journey-steps';
import { useJourneyControls } from '../store/journey-context';
import classes from './session-bar.module.css';
import { RoundStatus } from './round-status';
import { SessionControls } from './session-controls';
import { SessionTimer } from './session-timer';
import { useFacilitationCommand } from './use-facilitation-command';

interface SessionBarProps {
  answer: FacilitationAnswer;
  session: SessionView;
  offsetMs: number;
  following: boolean;
  onBack(): void;
}

/** On every journey screen while a session runs: who facilitates and where, the timer, the open round. */
export function SessionBar({ answer, session, offsetMs, following, onBack }: SessionBarProps) {
  const { userId } = useJourneyControls();
  const [controlsOpen, setControlsOpen] = useState(false);
  const { send, pending } = useFacilitationCommand();
  const who = session.youFacilitate ? 'You are facilitating' : `Facilitated by ${session.facilitator.name}`;
  return (
    <Paper component="section" aria-label="Facilitated session" withBorder p="sm" mb="md" className={classes.bar}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconUsersGroup size={20} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Text size="sm" fw={600}>
              {who}
            </Text>
            <Text size="xs" c="dimmed">
              {session.youFacilitate ? 'Everyone following sees' : 'The facilitator is on'}: {stepLabel(session.step)}
              {!session.youFacilitate && !following && ' · you are looking around on your own'}
            </Text>
          </div>
        </Group>
        <SessionTimer timer={session.timer} offsetMs={offsetMs} sound={session.sound} />
        <Group gap="xs">
          <RoundStatus round={session.round} />
          {!session.youFacilitate && !following && (
            <Button size="compact-sm" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onBack}>
              Back to the facilitator
            </Button>
          )}
          {!session.youFacilitate && answer.canStart && (
            <Button size="compact-sm" variant="default" loading={pending} onClick={() => void send({ kind: 'hand-over', userId })}>
              Take over facilitation
            </Button>
          )}
          {session.youFacilitate && (
            <Button size="compact-sm" variant="default" aria-haspopup="dialog" onClick={() => setControlsOpen(true)}>
              Session controls
            </Button>
          )}
        </Group>
      </Group>
      {session.youFacilitate && <SessionControls session={session} opened={controlsOpen} onClose={() => setControlsOpen(false)} />}
    </Paper>
  );
}
