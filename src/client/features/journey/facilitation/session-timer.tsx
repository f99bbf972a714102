import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { TimerView } from '../../../../domain/facilitation/facilitation-api';
import { playEndTone } from './end-tone';
import { clockInWords, formatClock, remainingMs } from './server-clock';
import classes from './session-timer.module.css';
import { useDeviceClock } from './use-device-clock';
import { useSoundMuted } from './use-sound-muted';
import { useTimerSignal } from './use-timer-signal';

interface SessionTimerProps {
  timer: TimerView;
  offsetMs: number;
  /** The facilitator wants the end sound played. */
  sound: boolean;
}

/** The session's countdown, the same on every screen (the server's end time, read on the server's clock). */
export function SessionTimer({ timer, offsetMs, sound }: SessionTimerProps) {
  const now = useDeviceClock(timer.state === 'running');
  const left = remainingMs(timer, offsetMs, now);
  const timeUp = timer.state === 'ended' || (timer.state === 'running' && left === 0);
  const { muted, toggle } = useSoundMuted();
  const announcement = useTimerSignal(timer, timeUp, () => {
    if (sound && !muted) playEndTone();
  });
  const soundLabel = 'Mute the end sound on this device';
  return (
    <Group gap="xs" wrap="nowrap">
      {left !== null && (
        <Text
          span
          role="timer"
          aria-label={timeUp ? 'Timer: time is up' : `Timer${timer.state === 'paused' ? ' (paused)' : ''}: ${clockInWords(left)}`}
          className={`${classes.clock} ${timeUp ? classes.ended : ''}`}
        >
          {formatClock(left)}
        </Text>
      )}
      {timeUp && (
        <Text span size="sm" fw={600} aria-hidden>
          Time is up
        </Text>
      )}
      {timer.state === 'paused' && (
        <Text span size="sm" c="dimmed" aria-hidden>
          Paused
        </Text>
      )}
      {sound && left !== null && (
        <Tooltip label={soundLabel} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={soundLabel} aria-pressed={muted} onClick={toggle}>
            {muted ? <IconVolumeOff size={18} aria-hidden /> : <IconVolume size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}
