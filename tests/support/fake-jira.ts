import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a Jira site on loopback, speaking the documented endpoints Innovation Studio
 * uses: Cloud's REST API v3 (Basic auth with e-mail and API token, descriptions in Atlassian
 * Document Format, epics as parents) and Data Center's v2 (a personal access token as Bearer,
 * wiki-text descriptions, the Epic Name and Epic Link custom fields found through /field).
 * It refuses what real Jira refuses, with Jira's error shapes, so the client is tested against them.
 */
export interface FakeJiraIssue {
  id: string;
  key: string;
  apiVersion: '2' | '3';
  fields: Record<string, unknown>;
  updates: number;
}

export interface FakeJiraCall {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface FakeJira {
  /** The site's address, as an owner would enter it: a context path, like a Data Center behind a proxy. */
  siteUrl: string;
  issues: Map<string, FakeJiraIssue>;
  calls: FakeJiraCall[];
  /** Answers the next calls give instead of their own, first to last (undefined lets one through). */
  failNext: (number | undefined)[];
  /** While true, calls are read and held without an answer: a Jira that stalls rather than dies. */
  stall(on: boolean): void;
  close(): Promise<void>;
}

export const FAKE_JIRA = {
  email: 'jira-bot@bank.example',
  apiToken: 'ATATT-fake-jira-token-7731',
  personalAccessToken: 'NjM4-fake-dc-pat-5521',
  project: { id: '10000', key: 'INNO', name: 'Innovation Delivery' },
  epicNameField: 'customfield_10101',
  epicLinkField: 'customfield_10100',
} as const;

const ISSUE_TYPES = new Set(['Epic', 'Story', 'Task']);
const ADF_BLOCKS = new Set(['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'text']);

function adfProblem(node: unknown): string | null {
  if (typeof node !== 'object' || node === null) return 'not an object';
  const { type, content, text } = node as { type?: unknown; content?: unknown; text?: unknown };
  if (typeof type !== 'string' || !ADF_BLOCKS.has(type)) return `unknown node type ${String(type)}`;
  if (type === 'text') return typeof text === 'string' && text.length > 0 ? null : 'a text node needs non-empty text';
  if (content === undefined) return null;
  if (!Array.isArray(content)) return 'content must be an array';
  for (const child of content) {
    const problem = adfProblem(child);
    if (problem) return problem;
  }
  return null;
}

function descriptionProblem(apiVersion: '2' | '3', description: unknown): string | null {
  if (description === undefined) return null;
  if (apiVersion === '2') return typeof description === 'string' ? null : 'Operation value must be a string';
  const doc = description as { version?: unknown; type?: unknown; content?: unknown };
  if (typeof doc !== 'object' || doc === null || doc.version !== 1 || doc.type !== 'doc' || !Array.isArray(doc.content)) {
    return 'Operation value must be an Atlassian Document (see the Atlassian Document Format)';
  }
  for (const child of doc.content) {
    const problem = adfProblem(child);
    if (problem) return `Invalid ADF: ${problem}`;
  }
  return null;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export function fakeJiraHandler(basePath: string, origin: () => string) {
  const issues = new Map<string, FakeJiraIssue>();
  const calls: FakeJiraCall[] = [];
  const failNext: (number | undefined)[] = [];
  let nextId = 10001;
  const stalling = { on: false, held: new Set<ServerResponse>() };

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) return void response.writeHead(status).end();
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  const fieldErrors = (response: ServerResponse, errors: Record<string, string>) => send(response, 400, { errorMessages: [], errors });

  function authorizedVersion(authorization: string | undefined, apiVersion: '2' | '3'): boolean {
    const basic = `Basic ${Buffer.from(`${FAKE_JIRA.email}:${FAKE_JIRA.apiToken}`).toString('base64')}`;
    return apiVersion === '3' ? authorization === basic : authorization === `Bearer ${FAKE_JIRA.personalAccessToken}`;
  }

  function validateIssue(apiVersion: '2' | '3', fields: Record<string, unknown>, creating: boolean): Record<string, string> {
    const errors: Record<string, string> = {};
    const project = fields.project as { key?: string } | undefined;
    const issueType = (fields.issuetype as { name?: string } | undefined)?.name;
    if (creating && project?.key !== FAKE_JIRA.project.key) errors.project = 'valid project is required';
    if (creating && !ISSUE_TYPES.has(issueType ?? '')) errors.issuetype = 'valid issue type is required';
    const summary = fields.summary;
    if ((creating || summary !== undefined) && (typeof summary !== 'string' || summary.trim() === '')) errors.summary = 'You must specify a summary of the issue.';
    else if (typeof summary === 'string' && (summary.length > 255 || /[\r\n]/.test(summary))) errors.summary = 'Summary must be less than 255 characters and on one line.';
    const problem = descriptionProblem(apiVersion, fields.description);
    if (problem) errors.description = problem;
    if (creating && issueType !== 'Epic') {
      const epicKey = apiVersion === '3' ? (fields.parent as { key?: string } | undefined)?.key : (fields[FAKE_JIRA.epicLinkField] as string | undefined);
      if (epicKey !== undefined && issues.get(epicKey)?.fields.issuetype && (issues.get(epicKey)!.fields.issuetype as { name: string }).name !== 'Epic') {
        errors[apiVersion === '3' ? 'parent' : FAKE_JIRA.epicLinkField] = 'The parent must be an epic.';
      } else if (epicKey !== undefined && !issues.has(epicKey)) errors[apiVersion === '3' ? 'parent' : FAKE_JIRA.epicLinkField] = `Issue does not exist: ${epicKey}`;
    }
    if (creating && issueType === 'Epic' && apiVersion === '2' && typeof fields[FAKE_JIRA.epicNameField] !== 'string') errors[FAKE_JIRA.epicNameField] = 'Epic Name is required.';
    if (apiVersion === '3' && FAKE_JIRA.epicNameField in fields) errors[FAKE_JIRA.epicNameField] = "Field 'customfield_10101' cannot be set. It is not on the appropriate screen, or unknown.";
    return errors;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith(`${basePath}/rest/api/`)) return false;
    const rest = url.pathname.slice(`${basePath}/rest/api/`.length);
    const [version, ...parts] = rest.split('/');
    const method = request.method ?? 'GET';
    calls.push({ method, path: url.pathname, authorization: request.headers.authorization });
    const body = await readBody(request);
    if (stalling.on) return stalling.held.add(response), true;
    const failure = failNext.shift();
    if (failure !== undefined) return send(response, failure, { errorMessages: ['Service unavailable'], errors: {} }), true;
    if (version !== '2' && version !== '3') return send(response, 404, { errorMessages: ['No such API version'], errors: {} }), true;
    if (!authorizedVersion(request.headers.authorization, version)) return send(response, 401, { errorMessages: ['You are not authenticated.'], errors: {} }), true;
    const [resource, id] = parts;

    if (method === 'GET' && resource === 'project' && id) {
      return id === FAKE_JIRA.project.key ? send(response, 200, { ...FAKE_JIRA.project, self: `${origin()}${basePath}/rest/api/${version}/project/${FAKE_JIRA.project.id}` }) : send(response, 404, { errorMessages: [`No project could be found with key '${id}'.`], errors: {} }), true;
    }
    if (method === 'GET' && resource === 'field' && !id) {
      return send(response, 200, [
        { id: 'summary', name: 'Summary', custom: false, schema: { type: 'string', system: 'summary' } },
        { id: FAKE_JIRA.epicLinkField, name: 'Epic Link', custom: true, schema: { type: 'any', custom: 'com.pyxis.greenhopper.jira:gh-epic-link', customId: 10100 } },
        { id: FAKE_JIRA.epicNameField, name: 'Epic Name', custom: true, schema: { type: 'string', custom: 'com.pyxis.greenhopper.jira:gh-epic-label', customId: 10101 } },
      ]), true;
    }
    let parsed: { fields?: Record<string, unknown> };
    try {
      parsed = body ? (JSON.parse(body) as typeof parsed) : {};
    } catch {
      return send(response, 400, { errorMessages: ['Unexpected character in the request body'], errors: {} }), true;
    }
    if (method === 'POST' && resource === 'issue' && !id) {
      const fields = parsed.fields ?? {};
      const errors = validateIssue(version, fields, true);
      if (Object.keys(errors).length > 0) return fieldErrors(response, errors), true;
      const issueId = String(nextId++);
      const key = `${FAKE_JIRA.project.key}-${issues.size + 1}`;
      issues.set(key, { id: issueId, key, apiVersion: version, fields, updates: 0 });
      return send(response, 201, { id: issueId, key, self: `${origin()}${basePath}/rest/api/${version}/issue/${issueId}` }), true;
    }
    if (method === 'PUT' && resource === 'issue' && id) {
      const issue = issues.get(id);
      if (!issue) return send(response, 404, { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} }), true;
      const fields = parsed.fields ?? {};
      const errors = validateIssue(version, fields, false);
      if (Object.keys(errors).length > 0) return fieldErrors(response, errors), true;
      issue.fields = { ...issue.fields, ...fields };
      issue.updates += 1;
      return send(response, 204), true;
    }
    return send(response, 404, { errorMessages: ['Not found'], errors: {} }), true;
  }

  const stall = (on: boolean) => {
    stalling.on = on;
    if (!on) for (const response of stalling.held) response.destroy();
    if (!on) stalling.held.clear();
  };
  return { handle, issues, calls, failNext, stall };
}

/** A fake Jira on its own loopback port. */
export async function startFakeJira(basePath = '/jira'): Promise<FakeJira> {
  let origin = '';
  const jira = fakeJiraHandler(basePath, () => origin);
  const server = createServer((request, response) => {
    void jira.handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    siteUrl: `${origin}${basePath}`,
    issues: jira.issues,
    calls: jira.calls,
    failNext: jira.failNext,
    stall: jira.stall,
    close: () => {
      jira.stall(false);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
