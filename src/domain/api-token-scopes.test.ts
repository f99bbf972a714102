import { describe, expect, it } from 'vitest';
import { type TokenGrant, roleThroughToken, scopesForRequest } from './api-token-scopes';

describe('the scope a token request needs', () => {
  it('reads journeys with either journeys scope, writes only with journeys:write', () => {
    expect(scopesForRequest('GET', '/api/journeys')).toEqual(['journeys:read', 'journeys:write']);
    expect(scopesForRequest('HEAD', '/api/journeys/abc/history')).toEqual(['journeys:read', 'journeys:write']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(scopesForRequest(method, '/api/journeys/abc')).toEqual(['journeys:write']);
  });

  it('reads the portfolio and the audit trail, and never writes there', () => {
    expect(scopesForRequest('GET', '/api/portfolio')).toEqual(['portfolio:read']);
    expect(scopesForRequest('GET', '/api/workspaces/w1/audit')).toEqual(['audit:read']);
    expect(scopesForRequest('GET', '/api/workspaces/w1/audit/export')).toEqual(['audit:read']);
    expect(scopesForRequest('POST', '/api/portfolio')).toBeNull();
    expect(scopesForRequest('POST', '/api/workspaces/w1/audit')).toBeNull();
  });

  it('accepts no token for accounts, tokens, workspaces, settings, sign-in or a journey’s live stream', () => {
    for (const path of [
      '/api/account/tokens',
      '/api/account',
      '/api/auth/get-session',
      '/api/workspaces',
      '/api/workspaces/w1/tokens',
      '/api/workspaces/w1/ai-settings',
      '/api/workspaces/w1/sso',
      '/api/workspaces/w1/audit-something',
      '/api/journeysx',
      '/api/portfolio/x',
      '/api/journeys/abc/events',
      '/api/journeys/abc/presence',
      '/api/journeys/abc/facilitation',
      '/api/journeys/abc/facilitation/rounds',
      '/api/ai/chat',
    ]) {
      expect([path, scopesForRequest('GET', path)]).toEqual([path, null]);
    }
  });
});

describe('the role a token plays', () => {
  const workspaceToken = (scopes: TokenGrant['scopes']): TokenGrant => ({ kind: 'workspace', tokenId: 't', scopes, workspaceId: 'team' });

  it('keeps a person’s own role for a signed-in request and for a personal token', () => {
    expect(roleThroughToken(undefined, 'team', 'viewer', 'journeys')).toBe('viewer');
    expect(roleThroughToken({ kind: 'personal', tokenId: 't', scopes: ['journeys:write'] }, 'team', 'viewer', 'journeys')).toBe('viewer');
  });

  it('gives a workspace token an editor’s or a viewer’s role in its own workspace only', () => {
    expect(roleThroughToken(workspaceToken(['journeys:write']), 'team', 'owner', 'journeys')).toBe('editor');
    expect(roleThroughToken(workspaceToken(['journeys:read', 'audit:read']), 'team', 'owner', 'journeys')).toBe('viewer');
    expect(roleThroughToken(workspaceToken(['journeys:write']), 'other', 'owner', 'journeys')).toBeUndefined();
    expect(roleThroughToken(workspaceToken(['audit:read']), 'team', 'owner', 'workspace')).toBe('owner');
    expect(roleThroughToken(workspaceToken(['journeys:write']), 'team', 'owner', 'workspace')).toBe('viewer');
  });
});
