import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_BUNDLE, serverBuildIsStale } from './scripts/server-build-state.mjs';
import { E2E_SMTP_PORT } from './tests/e2e/smtp-port';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const llmPort = port + 1;
const llmBaseURL = `http://localhost:${llmPort}`;
// Not 4190: fetch refuses that port (ManageSieve is on the WHATWG "bad ports" list).
const FAKE_MODEL_PORT = Number(process.env.FAKE_MODEL_PORT ?? port + 2);
// tests/e2e/sso.spec.ts runs an OpenID provider (TCP) and a DNS server (UDP) on this port,
const identityPort = port + 3;
// and a SAML identity provider on this one.
const samlIdentityPort = port + 4;
// tests/e2e/jira.spec.ts sends journeys to a fake Jira here (tests/e2e/fake-jira-server.ts).
const FAKE_JIRA_PORT = port + 26;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'innovation-studio-e2e-'));
// Specs that start app processes of their own on PostgreSQL and Redis (tests/e2e/two-processes.ts)
// exist only where those are (CI), as with Vitest's *.postgres-redis suites.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const needsPostgresAndRedis = /\.postgres-redis\.spec\.ts/;

// The app runs as `npm start` runs it, from the built server (a start of well under a second instead
// of several). The runner builds it first when its sources changed; its workers (which load this file
// too) find it current.
if (!process.env.TEST_WORKER_INDEX && serverBuildIsStale()) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

/** The system Chromium (Debian's package) when present; Playwright's own browser otherwise. */
function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A hang guard, not a speed target: on a two-core CI machine the longest flows (two axe scans, several
  // screens) take 30-40 s, and a loaded machine can double that.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app's service worker (offline copy of its code) is tested in offline.spec.ts, which allows
    // it; elsewhere each test would download the whole app in the background and route every asset
    // through the worker, which only slows the suite down on a small machine.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/llm-engine\.spec\.ts/, ...(withPostgres ? [] : [needsPostgresAndRedis])],
    },
    // The same app pointed at an OpenAI-compatible model server (a fake one, started below).
    {
      name: 'chromium-llm',
      use: { ...devices['Desktop Chrome'], baseURL: llmBaseURL },
      testMatch: /llm-engine\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/fake-model-server.ts',
      port: FAKE_MODEL_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_MODEL_PORT: String(FAKE_MODEL_PORT) },
    },
    {
      command: 'node --import tsx tests/e2e/fake-jira-server.ts',
      port: FAKE_JIRA_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_JIRA_PORT: String(FAKE_JIRA_PORT) },
    },
    {
      command: `node ${SERVER_BUNDLE}`,
      url: `${llmBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(llmPort),
        APP_URL: llmBaseURL,
        DATABASE_URL: join(dataDir, 'e2e-llm.db'),
        AUTH_SECRET: 'e2e-secret-0123456789-0123456789-0123456789',
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
        STATIC_DIR: './dist/client',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
        AI_MODEL: 'fake-model',
        AI_API_KEY: 'e2e-fake-key',
        AI_TIMEOUT_MS: '10000',
      },
    },
    {
      command: `node ${SERVER_BUNDLE}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        DATABASE_URL: join(dataDir, 'e2e.db'),
        AUTH_SECRET: 'e2e-secret-0123456789-0123456789-0123456789',
        // Many test users sign up from one address; the limit itself is tested in the API suite.
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
        STATIC_DIR: './dist/client',
        // tests/e2e/account.spec.ts listens here while it checks the password-reset e-mail.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // tests/e2e/sso.spec.ts: its identity providers and the DNS server that proves its domains.
        SSO_TRUSTED_IDP_ORIGINS: `http://127.0.0.1:${identityPort},http://127.0.0.1:${samlIdentityPort}`,
        SSO_DNS_SERVERS: `127.0.0.1:${identityPort}`,
        // tests/e2e/webhooks.spec.ts sends its test event to the local fake model server.
        WEBHOOK_ALLOWED_ENDPOINTS: `http://127.0.0.1:${FAKE_MODEL_PORT}`,
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
        // tests/e2e/jira.spec.ts connects workspaces to the fake Jira on loopback.
        JIRA_ALLOWED_SITES: `http://127.0.0.1:${FAKE_JIRA_PORT}`,
        JIRA_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    },
  ],
});
