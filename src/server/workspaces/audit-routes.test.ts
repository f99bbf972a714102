import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../domain/audit-api';
import { TestClient } from '../../../tests/support/http-client';
import { trailOf } from '../../../tests/support/governance-helpers';
import { type TestApp, TEST_ORIGIN, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { MEMBER_PASSWORD, type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { GENESIS_HASH } from '../audit/audit-hash';
import { personalWorkspaceId } from './workspaces-repository';

type ErrorAnswer = { error: { code: string; message: string } };

/** A download as text, with its headers. */
async function download(testApp: TestApp, who: Member, path: string) {
  const response = await testApp.app.request(path, { headers: { Origin: TEST_ORIGIN, Cookie: who.client.sessionCookie } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
}

describe.each(testDatabaseKinds())('what goes on the audit trail, and how owners read it, on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let outsider: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, editor, viewer, outsider] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor', 'Vera Viewer', 'Otto Outsider']);
    teamId = (await createTeam(owner, '=HYPERLINK("http://evil")')).id;
    await addMember(owner, teamId, editor, 'editor');
    await addMember(owner, teamId, viewer, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('records the team’s creation, invitations, joins and role changes, each by who did it', async () => {
    expect((await owner.client.request('PATCH', `/api/workspaces/${teamId}/members/${viewer.id}`, { role: 'editor' })).status).toBe(200);
    expect((await owner.client.request('PATCH', `/api/workspaces/${teamId}/members/${viewer.id}`, { role: 'viewer' })).status).toBe(200);
    const trail = await trailOf(testApp, teamId);
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['workspace.created', owner.email],
      ['member.invited', owner.email],
      ['member.joined', editor.email],
      ['member.invited', owner.email],
      ['member.joined', viewer.email],
      ['member.role_changed', owner.email],
      ['member.role_changed', owner.email],
    ]);
    expect(trail.at(-1)).toMatchObject({ targetType: 'user', targetId: viewer.id, details: { email: viewer.email, from: 'editor', to: 'viewer' } });
    expect(trail[0]!.prevHash).toBe(GENESIS_HASH);
  });

  it('records sign-ins and failed sign-ins on every workspace of the account, with the address they came from', async () => {
    const browser = new TestClient(testApp, '198.51.100.7');
    expect((await browser.signIn(editor.email, 'a-wrong-password')).status).toBe(401);
    expect((await browser.signIn(editor.email, MEMBER_PASSWORD)).status).toBe(200);
    for (const workspaceId of [teamId, personalWorkspaceId(editor.id)]) {
      const trail = await trailOf(testApp, workspaceId);
      const [failed, signedIn] = [trail.filter((entry) => entry.action === 'auth.sign_in_failed').at(-1), trail.filter((entry) => entry.action === 'auth.sign_in').at(-1)];
      expect(failed).toMatchObject({ actorId: null, actor: 'anonymous', targetId: editor.id, details: { email: editor.email, ip: '198.51.100.7', via: '/sign-in/email' } });
      expect(signedIn).toMatchObject({ actorId: editor.id, details: { ip: '198.51.100.7', via: '/sign-in/email' } });
    }
    expect((await trailOf(testApp, personalWorkspaceId(editor.id))).map((entry) => entry.action)).toContain('auth.sign_in');
  });

  it('records an export by any member who may read the journey, and answers another workspace’s journey with 404', async () => {
    const journey = await createJourneyIn(owner, teamId);
    for (const who of [viewer, editor]) {
      expect((await who.client.request('POST', `/api/journeys/${journey.id}/exports`, { format: 'pptx', document: 'pitch' })).status).toBe(204);
    }
    const exports = (await trailOf(testApp, teamId)).filter((entry) => entry.action === 'journey.exported');
    expect(exports.map((entry) => [entry.actorId, entry.targetId, entry.details])).toEqual([
      [viewer.id, journey.id, { format: 'pptx', document: 'pitch', role: 'viewer' }],
      [editor.id, journey.id, { format: 'pptx', document: 'pitch', role: 'editor' }],
    ]);
    const theirs = await outsider.client.request<ErrorAnswer>('POST', `/api/journeys/${journey.id}/exports`, { format: 'md', document: 'brd' });
    const missing = await outsider.client.request<ErrorAnswer>('POST', '/api/journeys/00000000-0000-4000-8000-000000000000/exports', { format: 'md', document: 'brd' });
    expect([theirs.status, theirs.body]).toEqual([404, missing.body]);
    const bad = await editor.client.request<ErrorAnswer>('POST', `/api/journeys/${journey.id}/exports`, { format: 'exe', document: 'brd' });
    expect(bad.status).toBe(400);
  });

  it('lets an owner filter the trail by group, person and date, a page at a time', async () => {
    const members = await owner.client.request<AuditPage>('GET', `/api/workspaces/${teamId}/audit?action=member`);
    expect(members.body.entries.length).toBeGreaterThan(0);
    expect(members.body.entries.every((entry) => entry.action.startsWith('member.'))).toBe(true);
    expect(members.body.entries.map((entry) => entry.seq)).toEqual([...members.body.entries.map((entry) => entry.seq)].sort((a, b) => b - a));
    const byEditor = await owner.client.request<AuditPage>('GET', `/api/workspaces/${teamId}/audit?actor=${editor.id}`);
    expect(new Set(byEditor.body.entries.map((entry) => entry.actorId))).toEqual(new Set([editor.id]));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await owner.client.request<AuditPage>('GET', `/api/workspaces/${teamId}/audit?from=${tomorrow}`)).body.entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.client.request<AuditPage>('GET', `/api/workspaces/${teamId}/audit?to=${today}&action=journey.exported`)).body.entries).toHaveLength(2);
    const badDate = await owner.client.request<ErrorAnswer>('GET', `/api/workspaces/${teamId}/audit?from=yesterday`);
    expect(badDate.status).toBe(400);
    const badAction = await owner.client.request<ErrorAnswer>('GET', `/api/workspaces/${teamId}/audit?action=drop table`);
    expect(badAction.status).toBe(400);
  });

  it('downloads the trail as CSV that no spreadsheet runs as formulas, and records the download', async () => {
    const csv = await download(testApp, owner, `/api/workspaces/${teamId}/audit/export?format=csv&action=workspace`);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.disposition).toMatch(/^attachment; filename="audit-hyperlink-http-evil-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('seq,occurred_at,actor,actor_id,action,target_type,target_id,details,prev_hash,hash');
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain(`"{""name"":""=HYPERLINK(\\""http://evil\\"")""}"`);
    expect(lines.every((line) => !line.split(',').some((cell) => /^[=+\-@]/.test(cell)))).toBe(true);
    expect((await trailOf(testApp, teamId)).at(-1)).toMatchObject({ action: 'audit.exported', actorId: owner.id, details: { format: 'csv', filter: { action: 'workspace' } } });
  });

  it('downloads the trail as JSON lines whose chain anyone can check with SHA-256 alone', async () => {
    const jsonl = await download(testApp, owner, `/api/workspaces/${teamId}/audit/export?format=jsonl`);
    expect(jsonl.type).toContain('application/x-ndjson');
    const entries = jsonl.text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, string | number | null>);
    expect(entries.at(-1)).toMatchObject({ action: 'audit.exported' });
    let previous = GENESIS_HASH;
    for (const entry of entries) {
      const fields = [1, entry.workspace_id, entry.seq, entry.occurred_at, entry.actor_id, entry.actor_label, entry.action, entry.target_type, entry.target_id, entry.details, entry.prev_hash];
      expect(entry.prev_hash).toBe(previous);
      expect(createHash('sha256').update(JSON.stringify(fields)).digest('hex')).toBe(entry.hash);
      previous = entry.hash as string;
    }
    expect((await owner.client.request<ErrorAnswer>('GET', `/api/workspaces/${teamId}/audit/export?format=xlsx`)).status).toBe(400);
  });

  it('records a journey created, finished and deleted, once each, with who did it', async () => {
    const squad = await createTeam(owner, 'Journey Trail Squad');
    const journey = await createJourneyIn(owner, squad.id, { ...journeyState(), journeyName: 'Dispute tracker' });
    expect((await owner.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status).toBe(200);
    expect((await owner.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status).toBe(200);
    expect((await owner.client.request('DELETE', `/api/journeys/${journey.id}`)).status).toBe(204);
    const trail = (await trailOf(testApp, squad.id)).filter((entry) => entry.action.startsWith('journey.') && entry.targetId === journey.id);
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['journey.created', owner.id],
      ['journey.completed', owner.id],
      ['journey.deleted', owner.id],
    ]);
    expect(trail.at(-1)?.details).toEqual({ name: 'Dispute tracker' });
  });

  it('keeps the trail of a deleted workspace, ending with its deletion', async () => {
    const doomed = await createTeam(owner, 'Short-lived Squad');
    await createJourneyIn(owner, doomed.id);
    expect((await owner.client.request('DELETE', `/api/workspaces/${doomed.id}`)).status).toBe(204);
    expect((await trailOf(testApp, doomed.id)).map((entry) => entry.action)).toEqual(['workspace.created', 'journey.created', 'workspace.deleted']);
    expect((await trailOf(testApp, doomed.id)).at(-1)?.details).toEqual({ name: 'Short-lived Squad', journeysDeleted: 1 });
    expect((await owner.client.request('GET', `/api/workspaces/${doomed.id}/audit`)).status).toBe(404);
  });
});
