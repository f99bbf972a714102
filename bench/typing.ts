// What a keystroke costs the browser on the heaviest journey screen (Can It Win?: three shared
// text fields, nine Real-Win-Worth items with notes, the gate and the decision), against a bare
// <textarea> in the same browser and run: `npx tsx bench/typing.ts` (after `npx vite build`).
//
// Chromium's own counters (CDP Performance.getMetrics) give the main thread's busy time while
// BENCH_KEYS characters (default 60) are typed one by one, each after the page has drawn the one
// before, as a person types. BENCH_ROUNDS (default 3) rounds alternate the two pages; the medians
// are printed. BENCH_CPU_SLOWDOWN (default 4) throttles the CPU as Lighthouse does for a phone.
// BENCH_STATIC_DIR serves another build (a "before" figure). BENCH_CPU_PROFILE=/tmp/typing.cpuprofile writes the screen's first round as a V8 CPU profile.
//
// Then the same text on schedule, as a fast typist sends it whatever the page is doing: a key every
// BENCH_KEY_INTERVAL_MS (default 100, ten a second), none waiting for the page. Each key's latency is
// the browser's own (Event Timing: from the key's arrival to the frame that shows it), so keys that
// queue behind the page's work show; the text in the field at the end tells whether any was lost.
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
const KEY_INTERVAL_MS = Number(process.env.BENCH_KEY_INTERVAL_MS ?? 100);
/** Event Timing reports no event shorter than this; such a key counts as this long. */
const EVENT_TIMING_FLOOR_MS = 16;
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

interface ScheduledTyping {
  p50: number;
  p99: number;
  max: number;
  /** Whether the field held exactly TEXT at the end. */
  kept: boolean;
}

/** TEXT typed into the focused `field` on schedule; each key's latency from the browser's Event Timing. */
async function typeOnSchedule(page: Page, fieldValue: () => Promise<string>): Promise<ScheduledTyping> {
  await page.evaluate((floor) => {
    const latencies: number[] = [];
    (window as unknown as { keyLatencies: number[] }).keyLatencies = latencies;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') latencies.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: floor } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = performance.now();
  const sent: Promise<unknown>[] = [];
  for (const [index, key] of [...TEXT].entries()) {
    const due = started + index * KEY_INTERVAL_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    // Not awaited: the next key leaves on time even when the page has not handled this one.
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key }));
  }
  await Promise.all(sent);
  await page.waitForTimeout(2000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const reported = await page.evaluate(() => (window as unknown as { keyLatencies: number[] }).keyLatencies);
  const latencies = [...reported, ...Array<number>(Math.max(0, TEXT.length - reported.length)).fill(EVENT_TIMING_FLOOR_MS)].sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1)!, kept: (await fieldValue()) === TEXT };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = await startBenchServer(4321, undefined, process.env.BENCH_STATIC_DIR ? { STATIC_DIR: process.env.BENCH_STATIC_DIR } : {});
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const cookie = await signUp(server.origin);
    const journeyId = await createChosenIdeaJourney(server.origin, cookie);
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
    await context.addCookies([{ name, value, url: server.origin }]);
    const figures = { screen: [] as { busyMs: number; wallMs: number }[], bare: [] as { busyMs: number; wallMs: number }[] };
    const scheduled = { screen: [] as ScheduledTyping[], bare: [] as ScheduledTyping[] };
    const openScreen = async () => {
      const page = await context.newPage();
      await page.goto(`/validate/win?journeyId=${journeyId}`);
      const field = page.getByRole('textbox', { name: 'Internal Capabilities' });
      await field.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.waitForTimeout(1000);
      return { page, value: () => field.inputValue() };
    };
    const openBare = async () => {
      const page = await context.newPage();
      await page.setContent('<!doctype html><html lang="en"><title>bare</title><textarea aria-label="bare" rows="3"></textarea></html>');
      const field = page.getByRole('textbox', { name: 'bare' });
      await field.click();
      return { page, value: () => field.inputValue() };
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [kind, open] of [['screen', openScreen], ['bare', openBare]] as const) {
        const paced = await open();
        figures[kind].push(await typeAndMeasure(paced.page, kind === 'screen' && round === 0 ? process.env.BENCH_CPU_PROFILE : undefined));
        await paced.page.close();
        const onSchedule = await open();
        scheduled[kind].push(await typeOnSchedule(onSchedule.page, onSchedule.value));
        await onSchedule.page.close();
      }
    }
    const screenBusy = median(figures.screen.map((figure) => figure.busyMs));
    const bareBusy = median(figures.bare.map((figure) => figure.busyMs));
    console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}; ${KEYS} keys, ${ROUNDS} rounds, CPU slowed ${CPU_SLOWDOWN}x`);
    console.log(`Can It Win? screen: main thread ${screenBusy.toFixed(1)} ms per key (rounds ${figures.screen.map((figure) => figure.busyMs.toFixed(1)).join(', ')}), ${median(figures.screen.map((figure) => figure.wallMs)).toFixed(1)} ms per key in all`);
    console.log(`bare textarea:      main thread ${bareBusy.toFixed(1)} ms per key (rounds ${figures.bare.map((figure) => figure.busyMs.toFixed(1)).join(', ')}), ${median(figures.bare.map((figure) => figure.wallMs)).toFixed(1)} ms per key in all`);
    console.log(`ratio: ${(screenBusy / bareBusy).toFixed(1)}x a bare textarea's main-thread time per key`);
    console.log(`\nOn schedule, a key every ${KEY_INTERVAL_MS} ms (medians of the rounds' figures; keys under ${EVENT_TIMING_FLOOR_MS} ms count as ${EVENT_TIMING_FLOOR_MS}):`);
    for (const kind of ['screen', 'bare'] as const) {
      const runs = scheduled[kind];
      const label = kind === 'screen' ? 'Can It Win? screen' : 'bare textarea     ';
      console.log(
        `${label}: key latency p50 ${median(runs.map((run) => run.p50)).toFixed(0)} ms, p99 ${median(runs.map((run) => run.p99)).toFixed(0)} ms (rounds ${runs.map((run) => run.p99.toFixed(0)).join(', ')}), max ${Math.max(...runs.map((run) => run.max)).toFixed(0)} ms; every key kept in ${runs.filter((run) => run.kept).length} of ${runs.length} rounds`,
      );
    }
    const p99 = (kind: 'screen' | 'bare') => median(scheduled[kind].map((run) => run.p99));
    console.log(`ratio: ${(p99('screen') / p99('bare')).toFixed(1)}x a bare textarea's p99 key latency`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
