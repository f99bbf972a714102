import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pairwiseRankingFor } from '../../src/domain/facilitation/pairwise-ranking';
import { buildSessionSummary } from '../../src/domain/facilitation/session-summary';
import type { JourneyState } from '../../src/domain/journey-state';
import { SESSION_APPENDIX_HEADING } from '../../src/domain/outputs/session-appendix';
import { expect, test } from './fixtures';
import { scanInEveryMode } from './scan-every-mode';
import { seedJourney, validatedJourney } from './seed-journey';
import { zipEntries } from './zip-entries';

const SESSION_TITLE = 'Session of 2026-11-26, facilitated by Rosa Mendes';

/** The validated journey after a facilitated workshop: one session with a pairwise round. */
function journeyAfterWorkshop(): JourneyState {
  const state = validatedJourney();
  const [first, second, third, fourth] = state.ideas.map((idea) => idea.id);
  const beats = (winner: string | undefined, loser: string | undefined) => ({
    winner: winner!,
    loser: loser!,
  });
  const choices = [
    beats(first, second),
    beats(first, third),
    beats(first, fourth),
    beats(second, third),
    beats(second, fourth),
    beats(third, fourth),
  ];
  const pairwiseRanking = pairwiseRankingFor(
    state.ideas,
    { appeal: [...choices, ...choices], fit: [...choices, ...choices] },
    2,
    '2026-11-26T09:40:00.000Z',
  );
  const summary = buildSessionSummary({
    id: 'session-1',
    facilitator: 'Rosa Mendes',
    startedAt: '2026-11-26T09:00:00.000Z',
    endedAt: '2026-11-26T10:00:00.000Z',
    stepLog: [
      { step: 'ideate/ideas', at: '2026-11-26T09:00:00.000Z' },
      { step: 'ideate/evaluate', at: '2026-11-26T09:25:00.000Z' },
    ],
    contributions: [{ name: 'Anonymous', ideaTitles: ['Spending Pause Button'] }],
    state: { ...state, pairwiseRanking },
    anonymousVotes: true,
  });
  return { ...state, pairwiseRanking, sessionSummaries: [summary] };
}

async function download(page: Page, label: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  return readFile(await file.path());
}

test.describe('the facilitated sessions appendix', () => {
  test('the pitch carries it into its preview, deck and Markdown', async ({ signedInPage: page }) => {
    const id = await seedJourney(page, journeyAfterWorkshop());
    await page.goto(`/output/pitch?journeyId=${id}`);
    const pitch = page.getByRole('tabpanel', { name: 'Preview' });
    const pitchReady = () =>
      expect(pitch.getByRole('heading', { level: 4, name: SESSION_TITLE })).toBeVisible();
    await expect(pitch.getByRole('heading', { level: 3, name: SESSION_APPENDIX_HEADING })).toBeVisible();
    await pitchReady();
    await expect(pitch.getByText('Ideas 25 min; Evaluate 35 min')).toBeVisible();
    const ranking = pitch.getByRole('table', { name: /Pairwise ranking: 2 people made 12 comparisons/ });
    await expect(ranking.getByRole('row').nth(1)).toContainText('Tap-to-Split Card Payments');
    await scanInEveryMode(page, pitchReady);
    const deck = zipEntries(await download(page, 'Download .pptx'));
    const slides = [...deck]
      .filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .map(([, xml]) => xml);
    expect(slides.some((xml) => xml.includes(SESSION_APPENDIX_HEADING))).toBe(true);
    expect(slides.some((xml) => xml.includes('Pairwise ranking (2 people made 12 comparisons)'))).toBe(true);
    expect((await download(page, 'Download .md')).toString('utf8')).toContain(
      `## ${SESSION_APPENDIX_HEADING}\n\n### ${SESSION_TITLE}`,
    );
  });

  test('the BRD carries it into its preview, Word file and Markdown', async ({ signedInPage: page }) => {
    const id = await seedJourney(page, journeyAfterWorkshop());
    await page.goto(`/output/brd?journeyId=${id}`);
    const brd = page.getByRole('tabpanel', { name: 'Preview' });
    const brdReady = () => expect(brd.getByRole('heading', { level: 4, name: SESSION_TITLE })).toBeVisible();
    await brdReady();
    await expect(
      brd.getByRole('table', { name: /Scores \(team averages out of 10\) and votes/ }),
    ).toBeVisible();
    await scanInEveryMode(page, brdReady);
    const word = zipEntries(await download(page, 'Download .docx')).get('word/document.xml') ?? '';
    expect(word).toContain(SESSION_APPENDIX_HEADING);
    expect(word).toContain('Rosa Mendes');
    expect((await download(page, 'Download .md')).toString('utf8')).toContain('**Facilitator:** Rosa Mendes');
  });

  test('the infographic gives a line in the picture and the appendix in its texts', async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, journeyAfterWorkshop());
    await page.goto(`/output/infographic?journeyId=${id}`);
    const picture = page.getByRole('tabpanel', { name: 'Preview' });
    const pictureReady = () =>
      expect(
        picture.getByText(
          /Workshops: 1 facilitated session; latest 2026-11-26, facilitated by Rosa Mendes, 1 h/,
        ),
      ).toBeVisible();
    await pictureReady();
    await scanInEveryMode(page, pictureReady);
    await page.getByRole('tab', { name: 'Raw Text' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Raw Text' })).toContainText(
      'APPENDIX: FACILITATED SESSIONS',
    );
    expect((await download(page, 'Download .md')).toString('utf8')).toContain(
      `## ${SESSION_APPENDIX_HEADING}`,
    );
  });
});
