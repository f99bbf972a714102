import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newUser, test, type TestUser } from './fixtures';
import { journeyWithSelectedIdea } from './seed-journey';
import { type TwoProcesses, TWO_PROCESSES_START_TIMEOUT_MS, startTwoProcesses } from './two-processes';

// Two app processes of the spec's own, two browsers, a Redis it freezes and three axe scans.
test.describe.configure({ mode: 'serial', timeout: 4 * TWO_PROCESSES_START_TIMEOUT_MS });

interface Person {
  page: Page;
  user: TestUser;
  url: string;
}

async function api<T>(person: Person, method: 'post' | 'get', path: string, data?: unknown): Promise<T> {
  const response = await person.page.request[method](`${person.url}${path}`, { data, headers: { Origin: person.url } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Someone in a browser of their own, signed up on one of the two processes. */
async function personOn(browser: Browser, url: string, fullName: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: url });
  const person = { page: await context.newPage(), user: newUser(fullName), url };
  await api(person, 'post', '/api/auth/sign-up/email', { email: person.user.email, password: person.user.password, name: fullName });
  return person;
}

const pausedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Live updates paused' });

/** The header's links and buttons whose boxes meet the notice's box. */
function overlapsHeaderContent(notice: Locator): Promise<string[]> {
  return notice.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const meets = (other: DOMRect) => other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
    return [...document.querySelectorAll('header a, header button')].filter((other) => !element.contains(other) && meets(other.getBoundingClientRect())).map((other) => other.textContent ?? '');
  });
}

let processes: TwoProcesses;
test.beforeAll(async () => {
  // A hook's time is not the test's: two servers starting on a busy machine need more than the default.
  test.setTimeout(2 * TWO_PROCESSES_START_TIMEOUT_MS);
  processes = await startTwoProcesses();
});
test.afterAll(async () => {
  await processes?.stop();
});

test('while Redis is frozen the editor keeps saving, a viewer on the other process is told live updates paused, and sees the text once Redis wakes', async ({ browser }) => {
  const [urlA, urlB] = processes.urls;
  const ana = await personOn(browser, urlA, 'Ana Silva');
  const ben = await personOn(browser, urlB, 'Ben Okafor');
  const { workspace } = await api<{ workspace: { id: string } }>(ana, 'post', '/api/workspaces', { name: 'Cards Squad' });
  const { link } = await api<{ link: string }>(ana, 'post', `/api/workspaces/${workspace.id}/invitations`, { email: ben.user.email, role: 'viewer' });
  await api(ben, 'post', `/api/invitations/${link.split('/invitations/')[1]}/accept`);
  const { journey } = await api<{ journey: { id: string } }>(ana, 'post', '/api/journeys', { state: journeyWithSelectedIdea(), workspaceId: workspace.id });

  await ana.page.goto(`/validate/win?journeyId=${journey.id}`);
  await ben.page.goto(`/validate/win?journeyId=${journey.id}`);
  const anaBox = ana.page.getByRole('textbox', { name: 'Internal Capabilities' });
  const benBox = ben.page.getByRole('textbox', { name: 'Internal Capabilities' });
  await anaBox.fill('A card platform team of twelve.');
  await expect(benBox).toHaveValue('A card platform team of twelve.');
  await expect(pausedNotice(ben.page)).toBeHidden();

  processes.redis.freeze();
  try {
    await expect(pausedNotice(ben.page)).toBeVisible();
    const saved = ana.page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/journeys/${journey.id}/changes`));
    await anaBox.pressSequentially(' Typed while frozen.');
    expect((await saved).status()).toBe(200);
    await expect(ana.page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

    await expectNoAxeViolations(ben.page);
    await ben.page.emulateMedia({ colorScheme: 'dark' });
    await expect(ben.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(ben.page);
    // A phone's header has no room beside the save status: the notice heads the page instead.
    await ben.page.setViewportSize({ width: 375, height: 740 });
    await expect(pausedNotice(ben.page)).toBeInViewport({ ratio: 1 });
    expect(await overlapsHeaderContent(pausedNotice(ben.page))).toEqual([]);
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(ben.page);
  } finally {
    processes.redis.thaw();
  }

  await expect(benBox).toHaveValue('A card platform team of twelve. Typed while frozen.');
  await expect(pausedNotice(ben.page)).toBeHidden();
  await expect(pausedNotice(ana.page)).toBeHidden();
  await anaBox.pressSequentially(' Live again.');
  await expect(benBox).toHaveValue('A card platform team of twelve. Typed while frozen. Live again.');
  await Promise.all([ana.page.context().close(), ben.page.context().close()]);
});
