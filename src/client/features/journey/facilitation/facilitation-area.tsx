import { Button, Group } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useJourney } from '../store/journey-context';
import { stepOf } from '../store/use-journey-stream';
import { useIsTeamJourney } from '../team-work/use-team-journey';
import { SessionBar } from './session-bar';
import { SessionSummaryDialog } from './session-summary-dialog';
import { useEndedSessionSummary } from './use-ended-session-summary';
import { useFacilitation } from './use-facilitation';
import { useFacilitationCommand } from './use-facilitation-command';
import { useFollowFacilitator } from './use-follow-facilitator';

/**
 * A facilitated session (issue 23) on the journey screens: the session bar while one runs, the
 * entry to start one for those who may, follow-me, and the summary when it ends.
 */
export function FacilitationArea() {
  const { journeyId, state } = useJourney();
  const team = useIsTeamJourney();
  const { answer, session, offsetMs } = useFacilitation(journeyId);
  const { send, pending } = useFacilitationCommand();
  const here = stepOf(useLocation().pathname);
  const follow = useFollowFacilitator(session, (step) => void send({ kind: 'step', step, gather: false }));
  const ended = useEndedSessionSummary(session, state.sessionSummaries);
  return (
    <>
      {answer && session ? (
        <SessionBar answer={answer} session={session} offsetMs={offsetMs} following={follow.following} onBack={follow.backToFacilitator} />
      ) : (
        answer?.canStart &&
        team && (
          <Group justify="flex-end" mb="xs">
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              loading={pending}
              onClick={() => void send({ kind: 'start', step: here })}
            >
              Start a facilitated session
            </Button>
          </Group>
        )
      )}
      <SessionSummaryDialog summary={ended.summary} onClose={ended.dismiss} />
    </>
  );
}
