import { Button, Divider, Drawer, Stack, Switch, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import type { SessionView } from '../../../../domain/facilitation/facilitation-api';
import { stepLabel } from '../../../../domain/journey-steps';
import { stepOf } from '../store/use-journey-stream';
import { EndSessionButton } from './end-session-button';
import { HandOverControl } from './hand-over-control';
import { RoundControls } from './round-controls';
import { TimerControls } from './timer-controls';
import { useFacilitationCommand } from './use-facilitation-command';

interface SessionControlsProps {
  session: SessionView;
  opened: boolean;
  onClose(): void;
}

/** The facilitator's panel: timer, sound, "Bring everyone here", rounds, hand over, end. */
export function SessionControls({ session, opened, onClose }: SessionControlsProps) {
  const { send, pending } = useFacilitationCommand();
  const here = stepOf(useLocation().pathname);
  return (
    <Drawer opened={opened} onClose={onClose} title="Session controls" position="right" closeButtonProps={{ 'aria-label': 'Close session controls' }}>
      <Stack gap="lg">
        <TimerControls timer={session.timer} />
        <Switch
          label="Play a sound when time is up"
          description="Each person can still mute it on their device."
          checked={session.sound}
          disabled={pending}
          onChange={(event) => void send({ kind: 'sound', sound: event.currentTarget.checked })}
        />
        <Divider />
        <Stack gap="xs" component="section" aria-labelledby="follow-me-title">
          <Title id="follow-me-title" order={3} size="h5">
            Follow me
          </Title>
          <Text size="sm" c="dimmed">
            Brings everyone to {stepLabel(here)}, including people looking around on their own.
          </Text>
          <Button variant="default" disabled={pending} onClick={() => void send({ kind: 'step', step: here, gather: true })}>
            Bring everyone here
          </Button>
        </Stack>
        <Divider />
        <RoundControls round={session.round} />
        <Divider />
        <HandOverControl />
        <EndSessionButton roundOpen={session.round !== null} onEnded={onClose} />
      </Stack>
    </Drawer>
  );
}
