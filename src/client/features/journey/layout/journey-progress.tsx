import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { JOURNEY_STAGES } from '../../../../domain/journey-state';
import classes from './journey-progress.module.css';

const STAGE_BY_SECTION: Record<string, number> = { define: 1, ideate: 2, validate: 3, output: 4 };
const TEAM_SCREENS = ['/define/team', '/define/technologists', '/define/bankers'];

/** The stage a screen belongs to: the three team screens are Team, the rest follow their section. */
export function stageOfPath(pathname: string): number {
  if (TEAM_SCREENS.includes(pathname)) return 0;
  const section = pathname.split('/')[1] ?? '';
  return STAGE_BY_SECTION[section] ?? 0;
}

export function JourneyProgress() {
  const current = stageOfPath(useLocation().pathname);
  return (
    <nav aria-label="Journey progress">
      <ol className={classes.list}>
        {JOURNEY_STAGES.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={label} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={classes.marker} aria-hidden>
                {state === 'done' ? <IconCheck size={16} /> : index + 1}
              </span>
              <Text component="span" size="sm" className={classes.label}>
                {label}
                {state === 'done' && <span className={classes.visuallyHidden}> (completed)</span>}
              </Text>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
