import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/http';
import { cannotReachServer } from './connection';

describe('cannotReachServer', () => {
  it.each([
    ['no answer at all', 0],
    ['a proxy whose server is down', 502],
    ['the server or its database out of service', 503],
    ['a proxy that waited in vain', 504],
  ])('takes %s for a server out of reach', (_, status) => {
    expect(cannotReachServer(new ApiRequestError(status, 'X', 'x'))).toBe(true);
  });

  it('takes an answer about the request itself for an answer', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) expect(cannotReachServer(new ApiRequestError(status, 'X', 'x'))).toBe(false);
    expect(cannotReachServer(new TypeError('Failed to fetch'))).toBe(false);
  });
});
