import type { BlindMarks, FacilitationAnswer, StartRound, TimerCommand } from '../../../../domain/facilitation/facilitation-api';
import { apiFetch } from '../../../api/http';
import { clockOffsetMs } from './server-clock';

/** An answer of the facilitation routes with how far the server's clock is from this device's at that moment. */
export interface FacilitationReading {
  answer: FacilitationAnswer;
  offsetMs: number;
}

export const facilitationQueryKey = (journeyId: string) => ['journey-facilitation', journeyId] as const;

const basePath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}/facilitation`;

async function timed(path: string, init: RequestInit & { json?: unknown } = {}): Promise<FacilitationReading> {
  const sentAt = Date.now();
  const answer = await apiFetch<FacilitationAnswer>(path, init);
  return { answer, offsetMs: clockOffsetMs(answer.serverNow, sentAt, Date.now()) };
}

export function readFacilitation(journeyId: string): Promise<FacilitationReading> {
  return timed(basePath(journeyId));
}

/** One command of the session, as the routes in facilitation-api.ts take it. */
export type FacilitationCommand =
  | { kind: 'start'; step: string }
  | { kind: 'hand-over'; userId: string }
  | { kind: 'timer'; command: TimerCommand }
  | { kind: 'sound'; sound: boolean }
  | { kind: 'step'; step: string; gather: boolean }
  | { kind: 'start-round'; round: StartRound }
  | { kind: 'close-round'; roundId: string; attribution: 'named' | 'anonymous' }
  | { kind: 'add-private-idea'; roundId: string; title: string; description: string }
  | { kind: 'delete-private-idea'; ideaId: string }
  | { kind: 'blind-marks'; marks: BlindMarks }
  | { kind: 'pairwise-choice'; roundId: string; pairIndex: number; appeal: string; fit: string }
  | { kind: 'end' };

function requestOf(command: FacilitationCommand): { path: string; method: 'POST' | 'PUT' | 'DELETE'; json?: unknown } {
  switch (command.kind) {
    case 'start':
      return { path: '/start', method: 'POST', json: { step: command.step } };
    case 'hand-over':
      return { path: '/hand-over', method: 'POST', json: { userId: command.userId } };
    case 'timer':
      return { path: '/timer', method: 'POST', json: command.command };
    case 'sound':
      return { path: '/sound', method: 'POST', json: { sound: command.sound } };
    case 'step':
      return { path: '/step', method: 'POST', json: { step: command.step, gather: command.gather } };
    case 'start-round':
      return { path: '/rounds', method: 'POST', json: command.round };
    case 'close-round':
      return { path: '/rounds/close', method: 'POST', json: { roundId: command.roundId, attribution: command.attribution } };
    case 'add-private-idea':
      return { path: '/private-ideas', method: 'POST', json: { roundId: command.roundId, title: command.title, description: command.description } };
    case 'delete-private-idea':
      return { path: `/private-ideas/${encodeURIComponent(command.ideaId)}`, method: 'DELETE' };
    case 'blind-marks':
      return { path: '/blind-marks', method: 'PUT', json: command.marks };
    case 'pairwise-choice':
      return { path: '/pairwise-choices', method: 'POST', json: { roundId: command.roundId, pairIndex: command.pairIndex, appeal: command.appeal, fit: command.fit } };
    case 'end':
      return { path: '/end', method: 'POST' };
  }
}

export function sendFacilitationCommand(journeyId: string, command: FacilitationCommand): Promise<FacilitationReading> {
  const { path, method, json } = requestOf(command);
  return timed(`${basePath(journeyId)}${path}`, { method, ...(json === undefined ? {} : { json }) });
}
