// What a keystroke costs the browser on the heaviest journey screen (Can It Win?: three shared
// text fields, nine Real-Win-Worth items with notes, the gate and the decision), against a bare
// <textarea> in the same browser and run: `npx tsx bench/typing.ts` (after `npx vite build`).
//
// Chromium's own counters (CDP Performance.getMetrics) give the main thread's busy time while
// BENCH_KEYS characters (default 60) are typed one by one, each after the page has drawn the one
// before, as a person types. BENCH_ROUNDS (default 3) rounds alternate the two pages; the medians
// are printed. BENCH_CPU_SLOWDOWN (default 4) throttles the CPU as Lighthouse does for a phone.
// BENCH_CPU_PROFILE=/tmp/typing.cpuprofile writes the screen's first round as a V8 CPU profile.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import type { Idea } from '../src/domain/journey-state';
import { createJourney } from './create-journey';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const KEYS = Number(process.env.BENCH_KEYS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const TEXT = 'A card platform team of twelve, real-time payment rails and a fraud model in production. '.repeat(4).slice(0, KEYS);

function idea(id: string, title: string): Idea {
  return { id, title, description: `${title}: a card idea for everyday customers.`, votes: 0, type: 'Product', personaSource: 'AI', appealScore: 8, fitScore: 7, averageScore: 7.5 };
}

/** A journey whose idea is chosen: Can It Win? shows its whole Real-Win-Worth panel. */
function createChosenIdeaJourney(origin: string, cookie: string): Promise<string> {
  const ideas = [idea('idea-1', 'Tap-to-Split Card Payments'), idea('idea-2', 'Spending Pause Button')];
  return createJourney(origin, cookie, { currentStage: 2, generatedIdeas: ideas, ideas, selectedIdea: ideas[0] });
}

/** Main-thread milliseconds per keystroke while TEXT is typed into the focused field, and the wall time per keystroke. */
async function typeAndMeasure(page: Page, profileTo?: string): Promise<{ busyMs: number; wallMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (profileTo) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  const before = await busy();
  const started = performance.now();
  for (const key of TEXT) {
    await page.keyboard.type(key);
    // The next key waits for a frame after this one: a person sees each character before the next.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  const wallMs = (performance.now() - started) / TEXT.length;
  const busyMs = ((await busy()) - before) / TEXT.length;
  if (profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { busyMs, wallMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = await startBenchServer(4321);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const cookie = await signUp(server.origin);
    const journeyId = await createChosenIdeaJourney(server.origin, cookie);
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
    await context.addCookies([{ name, value, url: server.origin }]);
    const figures = { screen: [] as { busyMs: number; wallMs: number }[], bare: [] as { busyMs: number; wallMs: number }[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const page = await context.newPage();
      await page.goto(`/validate/win?journeyId=${journeyId}`);
      const field = page.getByRole('textbox', { name: 'Internal Capabilities' });
      await field.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.waitForTimeout(1000);
      figures.screen.push(await typeAndMeasure(page, round === 0 ? process.env.BENCH_CPU_PROFILE : undefined));
      await page.close();

      const bare = await context.newPage();
      await bare.setContent('<!doctype html><html lang="en"><title>bare</title><textarea aria-label="bare" rows="3"></textarea></html>');
      await bare.getByRole('textbox', { name: 'bare' }).click();
      figures.bare.push(await typeAndMeasure(bare));
      await bare.close();
    }
    const screenBusy = median(figures.screen.map((figure) => figure.busyMs));
    const bareBusy = median(figures.bare.map((figure) => figure.busyMs));
    console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}; ${KEYS} keys, ${ROUNDS} rounds, CPU slowed ${CPU_SLOWDOWN}x`);
    console.log(`Can It Win? screen: main thread ${screenBusy.toFixed(1)} ms per key (rounds ${figures.screen.map((figure) => figure.busyMs.toFixed(1)).join(', ')}), ${median(figures.screen.map((figure) => figure.wallMs)).toFixed(1)} ms per key in all`);
    console.log(`bare textarea:      main thread ${bareBusy.toFixed(1)} ms per key (rounds ${figures.bare.map((figure) => figure.busyMs.toFixed(1)).join(', ')}), ${median(figures.bare.map((figure) => figure.wallMs)).toFixed(1)} ms per key in all`);
    console.log(`ratio: ${(screenBusy / bareBusy).toFixed(1)}x a bare textarea's main-thread time per key`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
