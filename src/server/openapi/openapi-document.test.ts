import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { API_TOKEN_SCOPE_NAMES, type ApiTokenScope } from '../../domain/api-token-api';
import { createToken, withToken } from '../../../tests/support/api-token-helpers';
import { API_OPERATIONS, openApiDocument, tokenScopesOf } from './openapi-document';

/** The routes an API token may call: the journeys, the portfolio and a workspace's audit trail. */
const PUBLIC_API = /^\/api\/(journeys|portfolio|workspaces\/:workspaceId\/audit)(\/|$)/;

describe.each(testDatabaseKinds())('the OpenAPI document against the routes on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor'] as const);
    teamId = (await createTeam(ana)).id;
    await addMember(ana, teamId, ben, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(openApiDocument('https://studio.bank.example'));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is served to anyone at /api/openapi.json, signed in or not', async () => {
    const answer = await testApp.app.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Innovation Studio API' } });
  });

  it('documents exactly the routes the app serves to API callers', () => {
    const served = new Set(
      testApp.app.routes
        .filter((route) => route.method !== 'ALL' && PUBLIC_API.test(route.path))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(API_OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('has routes that take every documented example with the documented scope, refuse other scopes, and refuse a wrong-shaped body with 400', async () => {
    const personal = (await ana.client.request<{ workspaces: { id: string; kind: string }[] }>('GET', '/api/workspaces')).body.workspaces.find((workspace) => workspace.kind === 'personal')!;
    const everything = (await createToken(ana, ['journeys:write', 'portfolio:read', 'audit:read'], undefined, 'Reference check')).secret;
    const tokens = new Map<string, string>();
    const tokenWith = async (scope: ApiTokenScope) => {
      if (!tokens.has(scope)) tokens.set(scope, (await createToken(ana, [scope], undefined, `Only ${scope}`)).secret);
      return tokens.get(scope)!;
    };
    for (const operation of API_OPERATIONS) {
      if (operation.success.contentType === 'text/event-stream') continue;
      const journey = await createJourneyIn(ana, teamId);
      const values: Record<string, string> = { id: journey.id, workspaceId: teamId, otherWorkspaceId: personal.id, userId: ben.id, version: '1' };
      if (operation.path.includes('{commentId}')) {
        const comment = await ana.client.request<{ comment: { id: string } }>('POST', `/api/journeys/${journey.id}/comments`, { target: 'page:real', body: 'Ask the disputes team.' });
        values.commentId = comment.body.comment.id;
      }
      const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `unknown-${name}`);
      const query = operation.queryExample ? `?${new URLSearchParams(operation.queryExample).toString()}` : '';
      const method = operation.method.toUpperCase();
      const path = fill(operation.path) + query;
      const body = operation.example === undefined ? undefined : JSON.parse(fill(JSON.stringify(operation.example)));
      const scopes = tokenScopesOf(operation);
      const label = `${method} ${operation.path}`;
      if (scopes) {
        const other = API_TOKEN_SCOPE_NAMES.find((scope) => !scopes.includes(scope))!;
        expect((await withToken(testApp, await tokenWith(other), method, path, body)).status, `${label} with only ${other}`).toBe(403);
      } else {
        const refused = await withToken(testApp, everything, method, path, body);
        expect(refused.body?.error?.code, `${label} with a token`).toBe('TOKEN_NOT_ACCEPTED');
      }
      const answer = scopes ? await withToken(testApp, everything, method, path, body) : await ana.client.request<{ error?: { code: string; message: string } }>(method, path, body);
      const where = `${label} answered ${answer.status} ${JSON.stringify(answer.body)}`;
      expect(answer.status, where).not.toBe(400);
      expect(answer.status, where).toBeLessThan(500);
      expect(answer.body?.error?.message ?? '', where).not.toBe('There is no such API route.');
      if (!operation.body) continue;
      const wrong = await ana.client.request<{ error?: { code: string } }>(method, fill(operation.path), ['not', 'an', 'object']);
      expect(wrong.status, `${label} with an array`).toBe(400);
    }
  });
});
