import { KEY_DELAY_MS, caretAt, openAt, serverState, threeTypeInOneField } from './co-typing-steps';
import { expect, test } from './fixtures';
import { definedJourney, journeyWithSelectedIdea } from './seed-journey';
import { type Person, closeAll, teamWithJourney } from './team-journey';
import { type TwoProcesses, TWO_PROCESSES_START_TIMEOUT_MS, startTwoProcesses } from './two-processes';

// Two app processes of the spec's own behind no balancer: each person's browser talks to one of them.
test.describe.configure({ mode: 'serial', timeout: 4 * TWO_PROCESSES_START_TIMEOUT_MS });

let processes: TwoProcesses;
test.beforeAll(async () => {
  // A hook's time is not the test's: two servers starting on a busy machine need more than the default.
  test.setTimeout(2 * TWO_PROCESSES_START_TIMEOUT_MS);
  processes = await startTwoProcesses();
});
test.afterAll(async () => {
  await processes?.stop();
});

/** Ana and Chloe on process A, Ben on process B, all editors of one team journey. */
function teamAcrossProcesses(browser: Parameters<typeof teamWithJourney>[0], state: Parameters<typeof teamWithJourney>[1]) {
  const [a, b] = processes.urls;
  return teamWithJourney(browser, state, [
    { name: 'Ben Okafor', role: 'editor', origin: b },
    { name: 'Chloe Dubois', role: 'editor', origin: a },
  ], { name: 'Ana Silva', origin: a });
}

test('three people on two processes typing in one field at once keep every word, in place, on every screen', async ({ browser }) => {
  const team = await teamAcrossProcesses(browser, definedJourney('Card disputes take weeks to resolve.'));
  const people = [team.owner, ...team.others];
  await openAt(people, `/define/problem?journeyId=${team.journeyId}`);
  await threeTypeInOneField(people, team.journeyId);
  await closeAll(...people);
});

test('two people on two processes typing in different fields of the Real page keep every word', async ({ browser }) => {
  const state = journeyWithSelectedIdea();
  const team = await teamAcrossProcesses(browser, state);
  const [ana, ben] = [team.owner, team.others[0]!] as [Person, Person];
  await openAt([ana, ben], `/validate/real?journeyId=${team.journeyId}`);
  const field = (person: Person, label: string) => person.page.getByRole('textbox', { name: label, exact: true });
  await caretAt(field(ana, 'Average User'), 'end');
  await caretAt(field(ben, 'Primary Needs'), 'end');
  await Promise.all([
    field(ana, 'Average User').pressSequentially('Friends who split dinners and rent.', { delay: KEY_DELAY_MS }),
    field(ben, 'Primary Needs').pressSequentially('Settle a shared bill in one tap.', { delay: KEY_DELAY_MS }),
  ]);
  const averageUser = `${state.userPersona.averageUser}Friends who split dinners and rent.`;
  const primaryNeeds = `${state.userPersona.primaryNeeds}Settle a shared bill in one tap.`;
  for (const person of [ana, ben]) {
    await expect(field(person, 'Average User')).toHaveValue(averageUser);
    await expect(field(person, 'Primary Needs')).toHaveValue(primaryNeeds);
  }
  await expect.poll(async () => (await serverState(ben, team.journeyId)).userPersona).toMatchObject({ averageUser, primaryNeeds });
  await closeAll(ana, ben);
});
