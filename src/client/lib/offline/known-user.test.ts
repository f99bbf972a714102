import { describe, expect, it } from 'vitest';
import { DEVICE_SESSION_ID, isSessionFromDevice, knownUserRecord, parseKnownUser, sessionFromDevice } from './known-user';

const ana = { id: 'user-1', email: 'ana@bank.example', name: 'Ana Silva', image: null, username: 'ana', displayUsername: 'Ana' };

describe('the signed-in user kept on this device', () => {
  it('keeps who they are and nothing else the session answer carried', () => {
    const answer = { ...ana, emailVerified: true, createdAt: '2026-01-01', role: 'admin', token: 'secret' };
    expect(knownUserRecord(answer)).toEqual(ana);
    expect(JSON.stringify(knownUserRecord(answer))).not.toContain('secret');
  });

  it('reads back what was kept', () => {
    expect(parseKnownUser(JSON.stringify(knownUserRecord(ana)))).toEqual(ana);
    expect(parseKnownUser(JSON.stringify({ id: 'user-2', email: 'bo@bank.example', name: '' }))).toEqual({
      id: 'user-2',
      email: 'bo@bank.example',
      name: '',
      image: null,
      username: null,
      displayUsername: null,
    });
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{"id":'],
    ['not an object', '"user-1"'],
    ['no id', JSON.stringify({ ...ana, id: '' })],
    ['no e-mail', JSON.stringify({ ...ana, email: undefined })],
    ['an image that is not text', JSON.stringify({ ...ana, image: 42 })],
  ])('takes %s for nobody', (_, raw) => {
    expect(parseKnownUser(raw)).toBeNull();
  });

  it('stands in as a session that says it came from this device, not from the server', () => {
    const session = sessionFromDevice(ana);
    expect(session.user).toEqual(ana);
    expect(session.session.id).toBe(DEVICE_SESSION_ID);
    expect(isSessionFromDevice(session)).toBe(true);
    expect(isSessionFromDevice({ user: ana, session: { id: 'server-session', expiresAt: '2026-12-01T00:00:00Z' } })).toBe(false);
    expect(isSessionFromDevice(null)).toBe(false);
    expect(isSessionFromDevice(undefined)).toBe(false);
  });
});
