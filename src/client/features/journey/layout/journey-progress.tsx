import { memo } from 'react';
import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { reachedStage, STAGE_ENTRY_PATHS, stageOfPath } from '../../../../domain/journey-progress';
import { JOURNEY_STAGES } from '../../../../domain/journey-state';
import { useJourney } from '../store/journey-context';
import classes from './journey-progress.module.css';

type StepState = 'done' | 'current' | 'reachable' | 'upcoming';

/** Ticks come from the journey's data; only the highlight follows the screen being shown. */
function stepState(index: number, current: number, reached: number): StepState {
  if (index === current) return 'current';
  if (index < reached) return 'done';
  return index === reached ? 'reachable' : 'upcoming';
}

function StepLabel({ label, number, state }: { label: string; number: number; state: StepState }) {
  return (
    <>
      <span className={classes.marker} aria-hidden>
        {state === 'done' ? <IconCheck size={16} /> : number}
      </span>
      <Text component="span" size="sm" className={classes.label}>
        {label}
        {state === 'done' && <span className={classes.visuallyHidden}> (completed)</span>}
      </Text>
    </>
  );
}

export function JourneyProgress() {
  const current = stageOfPath(useLocation().pathname);
  const { state, journeyId } = useJourney();
  return <ProgressSteps current={current} reached={reachedStage(state)} journeyId={journeyId} />;
}

/** Drawn again only when the screen or the stage reached changes, not on every keystroke. */
const ProgressSteps = memo(function ProgressSteps({ current, reached, journeyId }: { current: number; reached: number; journeyId: string | null }) {
  const search = journeyId ? `?journeyId=${encodeURIComponent(journeyId)}` : '';
  return (
    <nav aria-label="Journey progress">
      <ol className={classes.list}>
        {JOURNEY_STAGES.map((label, index) => {
          const step = stepState(index, current, reached);
          const linked = step === 'done' || step === 'reachable';
          return (
            <li
              key={label}
              className={classes.step}
              data-state={step}
              aria-current={step === 'current' ? 'step' : undefined}
            >
              {linked ? (
                <Link className={classes.link} to={`${STAGE_ENTRY_PATHS[index]}${search}`}>
                  <StepLabel label={label} number={index + 1} state={step} />
                </Link>
              ) : (
                <StepLabel label={label} number={index + 1} state={step} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
