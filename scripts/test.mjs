// `npm test`: unit, API and database tests (Vitest), then the end-to-end suite (Playwright) on a built client
// and server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'innovation-studio-reports-'));

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Debian's Chromium when present (CI installs it); otherwise Playwright downloads its own once. */
function ensureBrowser() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return 0;
  console.log('No system Chromium found: installing Playwright\'s Chromium.');
  return run('npx', ['playwright', 'install', 'chromium']);
}

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const vitestReport = join(reportDir, 'vitest.json');
const playwrightReport = join(reportDir, 'playwright.json');

// The server as `npm start` runs it, built once here: the tests that start it, and Playwright's servers, use it.
const buildStatus = run(process.execPath, ['scripts/build-server.mjs']);
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
let e2eStatus = ensureBrowser();
if (e2eStatus === 0) e2eStatus = run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (e2eStatus === 0) {
  e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
}

const unit = readCounts(vitestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = readCounts(playwrightReport, (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));
console.log(`\nVitest: ${unit.passed} passed, ${unit.failed} failed; Playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
const anyStepFailed = buildStatus !== 0 || unitStatus !== 0 || e2eStatus !== 0;
// A step that crashed before reporting still counts as a failure in the closing line.
const failed = Math.max(unit.failed + e2e.failed, anyStepFailed ? 1 : 0);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(anyStepFailed ? 1 : 0);
