// The e2e suite's stand-in for Jira, run as its own process by playwright.config.ts. Every test
// gets a Jira site of its own under /sites/<name> (made on its first call, with issues from
// INNO-1), so tests running side by side or repeated do not count each other's issues. For the
// specs: GET /__fake/issues?site=/sites/<name> lists what the app made there, and
// POST /__fake/fail-next?site=/sites/<name>&status=503 makes that site's next call fail.
import { createServer } from 'node:http';
import { fakeJiraHandler } from '../support/fake-jira';

const port = Number(process.env.FAKE_JIRA_PORT);
const origin = `http://127.0.0.1:${port}`;
const sites = new Map<string, ReturnType<typeof fakeJiraHandler>>();

function siteAt(basePath: string | null, create: boolean) {
  if (!basePath || !/^\/sites\/[\w-]{1,80}$/.test(basePath)) return undefined;
  if (!sites.has(basePath) && create) sites.set(basePath, fakeJiraHandler(basePath, () => origin));
  return sites.get(basePath);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  if (request.method === 'GET' && url.pathname === '/__fake/issues') {
    const site = siteAt(url.searchParams.get('site'), true);
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
    const site = siteAt(url.searchParams.get('site'), true);
    if (!site) return void response.writeHead(404).end();
    site.failNext.push(Number(url.searchParams.get('status') ?? 503));
    return void response.writeHead(204).end();
  }
  const site = siteAt(/^\/sites\/[^/]+/.exec(url.pathname)?.[0] ?? null, true);
  if (!site) return void response.writeHead(404).end();
  void site.handle(request, response).then((handled) => {
    if (!handled) response.writeHead(404).end();
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Fake Jira on ${origin}/sites/<name>`));
