import { expect } from 'vitest';
import type { ApiTokenScope, CreatedApiToken } from '../../src/domain/api-token-api';
import type { JsonResponse } from './http-client';
import type { TestApp } from './test-app';
import type { Member } from './workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };

/** A personal token (no workspace) or a workspace's token, created through the API as a person would. */
export async function createToken(member: Member, scopes: ApiTokenScope[], workspaceId?: string, name = 'Nightly report'): Promise<CreatedApiToken> {
  const path = workspaceId ? `/api/workspaces/${workspaceId}/tokens` : '/api/account/tokens';
  const answer = await member.client.request<CreatedApiToken>('POST', path, { name, scopes, expiresInDays: 30 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/**
 * A call as an integration makes it: the token in the Authorization header, no cookie and no Origin
 * (a server-side client sends none).
 */
export async function withToken<T = unknown>(
  testApp: TestApp,
  secret: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T & Partial<ErrorAnswer>>> {
  const response = await testApp.app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${secret}`,
      'X-Forwarded-For': headers['X-Forwarded-For'] ?? '192.0.2.10',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  // A file's answer (the audit trail's CSV) is not JSON: its body reads as null, its status still counts.
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : null) as T & Partial<ErrorAnswer>, headers: response.headers };
}
