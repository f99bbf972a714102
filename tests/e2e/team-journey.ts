import type { Browser, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, newUser, registerViaApi, test, type TestUser } from './fixtures';
import { journeyWithSelectedIdea } from './seed-journey';

// A team journey with people in browsers of their own, for the specs of working together.

const origin = () => test.info().project.use.baseURL ?? '';

export interface Person {
  page: Page;
  user: TestUser;
  id: string;
}

async function personIn(browser: Browser, fullName: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: origin() });
  const page = await context.newPage();
  const user = newUser(fullName);
  await registerViaApi(page, user);
  const { user: account } = await api<{ user: { id: string } }>(page, 'get', '/api/auth/get-session');
  return { page, user, id: account.id };
}

export async function api<T>(page: Page, method: 'post' | 'patch' | 'delete' | 'get', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, { data, headers: { Origin: origin() } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

let batchCounter = 0;

/** A change sent as the journey screens send theirs, for what a test only needs to have happened. */
export async function sendActions(person: Person, journeyId: string, actions: unknown[]): Promise<void> {
  batchCounter += 1;
  await api(person.page, 'post', `/api/journeys/${journeyId}/changes`, { batchId: `e2e-${Date.now()}-${batchCounter}`, baseVersion: 1, actions });
}

/** Ana owns a team with Ben as editor and Vic as viewer, and a journey in it. */
export async function teamOfThreeWithJourney(browser: Browser, state: JourneyState) {
  const [ana, ben, vic] = await Promise.all(['Ana Silva', 'Ben Okafor', 'Vic Viewer'].map((name) => personIn(browser, name))) as [Person, Person, Person];
  const { workspace } = await api<{ workspace: { id: string } }>(ana.page, 'post', '/api/workspaces', { name: 'Cards Squad' });
  for (const [person, role] of [[ben, 'editor'], [vic, 'viewer']] as const) {
    const { link } = await api<{ link: string }>(ana.page, 'post', `/api/workspaces/${workspace.id}/invitations`, { email: person.user.email, role });
    await api(person.page, 'post', `/api/invitations/${link.split('/invitations/')[1]}/accept`);
  }
  const { journey } = await api<{ journey: { id: string } }>(ana.page, 'post', '/api/journeys', { state, workspaceId: workspace.id });
  return { ana, ben, vic, journeyId: journey.id };
}

/** The seeded journey with its ideas not scored by anyone yet. */
export function unscoredJourney(): JourneyState {
  const state = journeyWithSelectedIdea();
  const ideas = state.ideas.map(({ appealScore: _a, fitScore: _f, averageScore: _m, ...idea }) => idea);
  return { ...state, ideas, generatedIdeas: ideas, selectedIdea: null, currentStage: 1 };
}

export const closeAll = (...people: Person[]) => Promise.all(people.map((person) => person.page.context().close()));
