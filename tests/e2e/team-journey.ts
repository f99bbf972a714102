import type { Browser, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, newUser, registerViaApi, test, type TestUser } from './fixtures';
import { journeyWithSelectedIdea } from './seed-journey';

// A team journey with people in browsers of their own, for the specs of working together.

/** The app the test's project points at; a spec with several app processes passes its own. */
const projectOrigin = () => test.info().project.use.baseURL ?? '';

export interface Person {
  page: Page;
  user: TestUser;
  id: string;
  /** The app this person's browser talks to. */
  origin: string;
}

export async function api<T>(page: Page, method: 'post' | 'patch' | 'delete' | 'get', path: string, data?: unknown, origin = projectOrigin()): Promise<T> {
  const response = await page.request[method](path, { data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A person in a browser of their own, signed up, on the app at `origin`. */
export async function personIn(browser: Browser, fullName: string, origin = projectOrigin()): Promise<Person> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const user = newUser(fullName);
  await registerViaApi(page, user, origin);
  const { user: account } = await api<{ user: { id: string } }>(page, 'get', '/api/auth/get-session', undefined, origin);
  return { page, user, id: account.id, origin };
}

let batchCounter = 0;

/** A change sent as the journey screens send theirs, for what a test only needs to have happened. */
export async function sendActions(person: Person, journeyId: string, actions: unknown[]): Promise<void> {
  batchCounter += 1;
  const batch = { batchId: `e2e-${Date.now()}-${batchCounter}`, baseVersion: 1, actions };
  await api(person.page, 'post', `/api/journeys/${journeyId}/changes`, batch, person.origin);
}

export interface TeamJourney {
  owner: Person;
  others: Person[];
  workspaceId: string;
  journeyId: string;
}

/**
 * The first person owns a team workspace with a journey in it; the others join it with the roles
 * given, through real invitations. Each person may be on an app process of their own (`origins`).
 */
export async function teamWithJourney(
  browser: Browser,
  state: JourneyState,
  people: Array<{ name: string; role: 'editor' | 'viewer'; origin?: string }>,
  owner: { name: string; origin?: string } = { name: 'Ana Silva' },
): Promise<TeamJourney> {
  const ownerPerson = await personIn(browser, owner.name, owner.origin);
  const others = await Promise.all(people.map(({ name, origin }) => personIn(browser, name, origin)));
  const call = <T>(person: Person, method: 'post' | 'get', path: string, data?: unknown) => api<T>(person.page, method, path, data, person.origin);
  const { workspace } = await call<{ workspace: { id: string } }>(ownerPerson, 'post', '/api/workspaces', { name: 'Cards Squad' });
  for (const [index, person] of others.entries()) {
    const invitation = { email: person.user.email, role: people[index]!.role };
    const { link } = await call<{ link: string }>(ownerPerson, 'post', `/api/workspaces/${workspace.id}/invitations`, invitation);
    await call(person, 'post', `/api/invitations/${link.split('/invitations/')[1]}/accept`);
  }
  const { journey } = await call<{ journey: { id: string } }>(ownerPerson, 'post', '/api/journeys', { state, workspaceId: workspace.id });
  return { owner: ownerPerson, others, workspaceId: workspace.id, journeyId: journey.id };
}

/** Ana owns a team with Ben as editor and Vic as viewer, and a journey in it. */
export async function teamOfThreeWithJourney(browser: Browser, state: JourneyState) {
  const team = await teamWithJourney(browser, state, [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Vic Viewer', role: 'viewer' },
  ]);
  const [ben, vic] = team.others as [Person, Person];
  return { ana: team.owner, ben, vic, journeyId: team.journeyId };
}

/** The seeded journey with its ideas not scored by anyone yet. */
export function unscoredJourney(): JourneyState {
  const state = journeyWithSelectedIdea();
  const ideas = state.ideas.map(({ appealScore: _a, fitScore: _f, averageScore: _m, ...idea }) => idea);
  return { ...state, ideas, generatedIdeas: ideas, selectedIdea: null, currentStage: 1 };
}

export const closeAll = (...people: Person[]) => Promise.all(people.map((person) => person.page.context().close()));
