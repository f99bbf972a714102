import type { Browser, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, newUser, registerViaApi, type TestUser } from './fixtures';

export interface Person {
  page: Page;
  user: TestUser;
}

/** A person in a browser of their own, signed up, on the app at `origin`. */
export async function personIn(browser: Browser, origin: string, fullName: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const user = newUser(fullName);
  await registerViaApi(page, user);
  return { page, user };
}

export async function api<T>(page: Page, origin: string, method: 'post' | 'patch' | 'delete' | 'get', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, { data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export interface TeamJourney {
  owner: Person;
  others: Person[];
  workspaceId: string;
  journeyId: string;
}

/**
 * The first person owns a team workspace with a journey in it; everyone else joins it with the
 * role given, through a real invitation.
 */
export async function teamWithJourney(
  browser: Browser,
  origin: string,
  state: JourneyState,
  people: Array<{ name: string; role: 'editor' | 'viewer' }>,
  ownerName = 'Ana Silva',
): Promise<TeamJourney> {
  const owner = await personIn(browser, origin, ownerName);
  const others = await Promise.all(people.map(({ name }) => personIn(browser, origin, name)));
  const { workspace } = await api<{ workspace: { id: string } }>(owner.page, origin, 'post', '/api/workspaces', { name: 'Cards Squad' });
  for (const [index, person] of others.entries()) {
    const { link } = await api<{ link: string }>(owner.page, origin, 'post', `/api/workspaces/${workspace.id}/invitations`, {
      email: person.user.email,
      role: people[index]!.role,
    });
    await api(person.page, origin, 'post', `/api/invitations/${link.split('/invitations/')[1]}/accept`);
  }
  const { journey } = await api<{ journey: { id: string } }>(owner.page, origin, 'post', '/api/journeys', { state, workspaceId: workspace.id });
  return { owner, others, workspaceId: workspace.id, journeyId: journey.id };
}

export async function closeAll(people: Person[]): Promise<void> {
  await Promise.all(people.map((person) => person.page.context().close()));
}
