// The e2e suite's stand-in for Jira, run as its own process by playwright.config.ts: a Jira Cloud
// site under /jira and a Data Center under /dc (each with its own issues, so specs running side by
// side do not count each other's), and GET /__fake/issues?site=/jira for the specs to see what
// the app made there; POST /__fake/fail-next?site=/dc&status=503 makes that site's next call fail.
import { createServer } from 'node:http';
import { fakeJiraHandler } from '../support/fake-jira';

const FAKE_JIRA_SITES = ['/jira', '/dc'] as const;
const port = Number(process.env.FAKE_JIRA_PORT);
const origin = `http://127.0.0.1:${port}`;
const sites = new Map(FAKE_JIRA_SITES.map((basePath) => [basePath, fakeJiraHandler(basePath, () => origin)]));

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  if (request.method === 'GET' && url.pathname === '/__fake/issues') {
    const site = sites.get(url.searchParams.get('site') as (typeof FAKE_JIRA_SITES)[number]);
    if (!site) return void response.writeHead(404).end();
    const issues = [...site.issues.values()].map(({ key, apiVersion, fields, updates }) => ({
      key,
      apiVersion,
      issueType: (fields.issuetype as { name?: string } | undefined)?.name ?? null,
      summary: fields.summary,
      updates,
    }));
    return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ issues }));
  }
  if (request.method === 'POST' && url.pathname === '/__fake/fail-next') {
    const site = sites.get(url.searchParams.get('site') as (typeof FAKE_JIRA_SITES)[number]);
    if (!site) return void response.writeHead(404).end();
    site.failNext.push(Number(url.searchParams.get('status') ?? 503));
    return void response.writeHead(204).end();
  }
  const site = [...sites.entries()].find(([basePath]) => url.pathname.startsWith(`${basePath}/`))?.[1];
  if (!site) return void response.writeHead(404).end();
  void site.handle(request, response).then((handled) => {
    if (!handled) response.writeHead(404).end();
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Fake Jira on ${origin} (${FAKE_JIRA_SITES.join(', ')})`));
