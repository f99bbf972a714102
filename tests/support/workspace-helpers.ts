import { expect } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import { createInitialJourneyState, type JourneyState } from '../../src/domain/journey-state';
import type { WorkspaceRole, WorkspaceSummary } from '../../src/domain/workspace-api';
import { TestClient, uniqueEmail } from './http-client';
import type { TestApp } from './test-app';

export interface Member {
  client: TestClient;
  email: string;
  id: string;
  name: string;
}

/** Every member signs up with this password (account deletion asks for it). */
export const MEMBER_PASSWORD = 'correct-horse-battery';

export async function signedUpMember(testApp: TestApp, name: string): Promise<Member> {
  const client = new TestClient(testApp);
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  expect((await client.signUp(email, MEMBER_PASSWORD, { name })).status).toBe(200);
  const session = await client.request<{ user: { id: string } }>('GET', '/api/auth/get-session');
  return { client, email, id: session.body.user.id, name };
}

export async function createTeam(owner: Member, name = 'Cards Innovation Squad'): Promise<WorkspaceSummary> {
  const created = await owner.client.request<{ workspace: WorkspaceSummary }>('POST', '/api/workspaces', { name });
  expect(created.status).toBe(201);
  return created.body.workspace;
}

/** The token from the link the invite answer gives the owner. */
export async function invite(owner: Member, workspaceId: string, email: string, role: WorkspaceRole): Promise<string> {
  const answer = await owner.client.request<{ link: string }>('POST', `/api/workspaces/${workspaceId}/invitations`, { email, role });
  expect(answer.status).toBe(201);
  return answer.body.link.split('/invitations/')[1]!;
}

export async function addMember(owner: Member, workspaceId: string, member: Member, role: WorkspaceRole): Promise<void> {
  const token = await invite(owner, workspaceId, member.email, role);
  expect((await member.client.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
}

export function journeyState(problemStatement = 'Card disputes take weeks to resolve for our customers.'): JourneyState {
  return { ...createInitialJourneyState(), problemStatement };
}

export async function createJourneyIn(member: Member, workspaceId?: string, state = journeyState()): Promise<Journey> {
  const answer = await member.client.request<{ journey: Journey }>('POST', '/api/journeys', {
    state,
    ...(workspaceId ? { workspaceId } : {}),
  });
  expect(answer.status).toBe(201);
  return answer.body.journey;
}

/** One signed-up member per name, in the same order. */
export function signedUpMembers<const Names extends readonly string[]>(
  testApp: TestApp,
  names: Names,
): Promise<{ [Index in keyof Names]: Member }> {
  return Promise.all(names.map((name) => signedUpMember(testApp, name))) as Promise<{ [Index in keyof Names]: Member }>;
}
