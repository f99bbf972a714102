import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlindMarks, RoundView } from '../../../../domain/facilitation/facilitation-api';
import { VOTES_PER_MEMBER } from '../../../../domain/idea-votes';
import { showErrorToast } from '../../../lib/toast';
import { useJourneyControls } from '../store/journey-context';
import { sendFacilitationCommand } from './facilitation-requests';
import { keepNewerReading } from './use-facilitation';

type BlindRound = Extract<RoundView, { kind: 'blind-scoring' }>;

/** How long slider moves pause before this person's marks go to the round. */
export const BLIND_MARKS_DELAY_MS = 500;

const marksOf = (round: BlindRound): BlindMarks => ({
  roundId: round.id,
  scores: round.yourScores,
  votes: round.yourVotes,
  finished: round.youFinished,
});

/**
 * This person's marks in a blind round, kept here as they change and sent whole to the round
 * (PUT /blind-marks) once the sliders pause; "I'm done" is sent at once.
 */
export function useBlindMarks(round: BlindRound) {
  const { journeyId } = useJourneyControls();
  const queryClient = useQueryClient();
  const [marks, setMarks] = useState<BlindMarks>(() => marksOf(round));
  const unsent = useRef<BlindMarks | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (marks.roundId !== round.id) setMarks(marksOf(round));

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const toSend = unsent.current;
    unsent.current = null;
    if (!toSend || !journeyId) return;
    sendFacilitationCommand(journeyId, { kind: 'blind-marks', marks: toSend })
      .then((reading) => keepNewerReading(queryClient, journeyId, reading))
      .catch((error: Error) => showErrorToast('Your marks were not saved', error.message, { id: 'blind-marks-error' }));
  }, [journeyId, queryClient]);

  const change = (next: BlindMarks, at: 'now' | 'later') => {
    setMarks(next);
    unsent.current = next;
    clearTimeout(timer.current);
    if (at === 'now') flush();
    else timer.current = setTimeout(flush, BLIND_MARKS_DELAY_MS);
  };
  useEffect(() => flush, [flush]);

  const scoreOf = (ideaId: string) => marks.scores[ideaId] ?? { appeal: 0, fit: 0 };
  return {
    marks,
    scoreOf,
    setScore: (ideaId: string, appeal: number, fit: number) => change({ ...marks, scores: { ...marks.scores, [ideaId]: { appeal, fit } } }, 'later'),
    votesLeft: VOTES_PER_MEMBER - marks.votes.length,
    /** False when the vote could not be cast (no votes left). */
    toggleVote: (ideaId: string): boolean => {
      const voted = marks.votes.includes(ideaId);
      if (!voted && marks.votes.length >= VOTES_PER_MEMBER) return false;
      change({ ...marks, votes: voted ? marks.votes.filter((id) => id !== ideaId) : [...marks.votes, ideaId] }, 'later');
      return true;
    },
    setFinished: (finished: boolean) => change({ ...marks, finished }, 'now'),
  };
}

export type BlindMarksEditor = ReturnType<typeof useBlindMarks>;
