import { Button, Group, NumberInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { TIMER_MAX_MINUTES, type TimerCommand, type TimerView } from '../../../../domain/facilitation/facilitation-api';
import { useFacilitationCommand } from './use-facilitation-command';

const DEFAULT_MINUTES = 10;

/** Start with minutes, pause or resume, a minute more, stop: the facilitator's timer. */
export function TimerControls({ timer }: { timer: TimerView }) {
  const { send, pending } = useFacilitationCommand();
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES);
  const run = (command: TimerCommand) => void send({ kind: 'timer', command });
  const valid = Number.isInteger(minutes) && minutes >= 1 && minutes <= TIMER_MAX_MINUTES;
  const counting = timer.state === 'running' || timer.state === 'paused';
  return (
    <Stack gap="xs" component="section" aria-labelledby="timer-controls-title">
      <Title id="timer-controls-title" order={3} size="h5">
        Timer
      </Title>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Minutes"
          min={1}
          max={TIMER_MAX_MINUTES}
          step={1}
          allowDecimal={false}
          clampBehavior="strict"
          value={minutes}
          onChange={(value) => setMinutes(typeof value === 'number' ? value : Number.NaN)}
          w={110}
        />
        <Button onClick={() => run({ action: 'start', minutes })} disabled={!valid || pending}>
          {counting ? 'Start again' : 'Start timer'}
        </Button>
      </Group>
      {counting && (
        <Group gap="xs">
          {timer.state === 'running' ? (
            <Button variant="default" onClick={() => run({ action: 'pause' })} disabled={pending}>
              Pause
            </Button>
          ) : (
            <Button variant="default" onClick={() => run({ action: 'resume' })} disabled={pending}>
              Resume
            </Button>
          )}
          <Button variant="default" aria-label="Add a minute" onClick={() => run({ action: 'add-minute' })} disabled={pending}>
            +1 min
          </Button>
          <Button variant="default" onClick={() => run({ action: 'stop' })} disabled={pending}>
            Stop timer
          </Button>
        </Group>
      )}
      {timer.state === 'ended' && (
        <Group gap="xs">
          <Button variant="default" aria-label="Add a minute" onClick={() => run({ action: 'add-minute' })} disabled={pending}>
            +1 min
          </Button>
          <Button variant="default" onClick={() => run({ action: 'stop' })} disabled={pending}>
            Clear timer
          </Button>
        </Group>
      )}
    </Stack>
  );
}
