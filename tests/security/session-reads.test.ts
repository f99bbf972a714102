import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../src/domain/account-api';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { PASSWORD, Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { samplePng } from './support/sample-data';

type SessionAnswer = { session: { userId: string; token?: string }; user: { id: string; name: string; image: string | null } } | null;

/** Reads the session the way every page view does, and the routes behind it. */
async function sessionOf(visitor: Visitor): Promise<SessionAnswer> {
  const answer = await visitor.request('GET', '/api/auth/get-session');
  expect(answer.status, answer.text).toBe(200);
  return answer.json as SessionAnswer;
}

/** A signed-in device whose session has just been read (and so is in the cache, if anything is). */
async function warm(visitor: Visitor): Promise<void> {
  expect((await visitor.request('GET', '/api/journeys')).status).toBe(200);
  expect(await sessionOf(visitor)).not.toBeNull();
}

async function expectSignedOut(visitor: Visitor): Promise<void> {
  expectErrorAnswer(await visitor.request('GET', '/api/journeys'), 401);
  expectErrorAnswer(await visitor.request('GET', '/api/account/sessions'), 401);
  expect(await sessionOf(visitor)).toBeNull();
}

describe.each(testDatabaseKinds())('session reads on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let address = 10;
  /** Visitors from one address of their own, so no test spends another's budget. */
  const visitorsAt = () => {
    address += 1;
    const ip = `127.0.3.${address}`;
    return () => new Visitor(server.url, server.origin, ip);
  };

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database, { AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers 150 session reads in a minute from one address, to everyone behind it, and still limits sign-in there', async () => {
    const behindOneProxy = visitorsAt();
    const [ana, ben, anonymous] = [behindOneProxy(), behindOneProxy(), behindOneProxy()];
    await ana.signUp(uniqueEmail('proxy-ana'));
    await ben.signUp(uniqueEmail('proxy-ben'));
    const statuses: number[] = [];
    for (let read = 0; read < 50; read += 1) {
      for (const visitor of [ana, ben, anonymous]) statuses.push((await visitor.request('GET', '/api/auth/get-session')).status);
    }
    expect(statuses).toEqual(Array(150).fill(200));

    const newcomer = behindOneProxy();
    const { id } = await newcomer.signUp(uniqueEmail('proxy-newcomer'));
    expect((await sessionOf(newcomer))?.user.id).toBe(id);
    const guesses: number[] = [];
    for (let guess = 0; guess < 4; guess += 1) guesses.push((await behindOneProxy().signIn(uniqueEmail('nobody'), `guess-${guess}-wrong`)).status);
    expect(guesses).toEqual([401, 401, 401, 429]);
  });

  it("answers a read as better-auth's own route does, without the session token", async () => {
    const visitor = visitorsAt()();
    const { id } = await visitor.signUp(uniqueEmail('same-answer'));
    const cached = await sessionOf(visitor);
    const uncached = await visitor.request('GET', '/api/auth/get-session?disableRefresh=true');
    expect(cached).toEqual(uncached.json);
    expect(cached?.user.id).toBe(id);
    expect(cached?.session.token).toBeUndefined();
  });

  it('shows a changed name and picture on the very next read', async () => {
    const visitor = visitorsAt()();
    await visitor.signUp(uniqueEmail('renamed'));
    await warm(visitor);
    const renamed = await visitor.request('PATCH', '/api/account/profile', { json: { fullName: 'Ana Renamed', username: '' } });
    expect(renamed.status).toBe(200);
    expect((await sessionOf(visitor))?.user.name).toBe('Ana Renamed');
    const upload = await visitor.request('PUT', '/api/account/avatar', { body: await samplePng(), headers: { 'Content-Type': 'image/png' } });
    expect(upload.status).toBe(200);
    expect((await sessionOf(visitor))?.user.image).toBe((upload.json as { image: string }).image);
    expect((await visitor.request('DELETE', '/api/account/avatar')).status).toBe(204);
    expect((await sessionOf(visitor))?.user.image).toBeNull();
  });

  it("ends the other devices' sessions at a password change, on their very next request", async () => {
    const device = visitorsAt();
    const [laptop, phone] = [device(), device()];
    const { email } = await laptop.signUp(uniqueEmail('password-change'));
    expect((await phone.signIn(email)).status).toBe(200);
    await Promise.all([warm(laptop), warm(phone)]);
    const changed = await laptop.request('POST', '/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'a-new-passphrase-7', confirmPassword: 'a-new-passphrase-7' },
    });
    expect(changed.status).toBe(200);
    await expectSignedOut(phone);
    expect((await laptop.request('GET', '/api/journeys')).status).toBe(200);
  });

  it('ends one revoked session on its very next request, and leaves the others', async () => {
    const device = visitorsAt();
    const [laptop, phone, tablet] = [device(), device(), device()];
    const { email } = await laptop.signUp(uniqueEmail('revoke-one'));
    for (const other of [phone, tablet]) expect((await other.signIn(email)).status).toBe(200);
    await Promise.all([warm(laptop), warm(phone), warm(tablet)]);
    const phoneSessionId = (await phone.request('GET', '/api/account/sessions')).json as { sessions: AccountSession[] };
    const target = phoneSessionId.sessions.find((session) => session.current)?.id ?? '';
    expect((await laptop.request('DELETE', `/api/account/sessions/${target}`)).status).toBe(204);
    await expectSignedOut(phone);
    expect((await tablet.request('GET', '/api/journeys')).status).toBe(200);
  });

  it('ends every session of a deleted account on its very next request', async () => {
    const device = visitorsAt();
    const [laptop, phone] = [device(), device()];
    const { email } = await laptop.signUp(uniqueEmail('deleted'));
    expect((await phone.signIn(email)).status).toBe(200);
    await Promise.all([warm(laptop), warm(phone)]);
    const cookie = laptop.cookie;
    expect((await laptop.request('POST', '/api/account/delete', { json: { confirmation: PASSWORD } })).status).toBe(200);
    laptop.cookie = cookie;
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
  });
});
