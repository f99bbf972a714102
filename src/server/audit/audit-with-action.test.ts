import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import type { AiSettingsAnswer } from '../../domain/ai-governance-api';
import type { WorkspaceMember, WorkspaceSummary } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMember } from '../../../tests/support/workspace-helpers';
import type { Database } from '../db/schema';
import { journeysRepository } from '../journeys/journeys-repository';
import { headSealer } from './audit-hash';
import { verifyAuditTrail } from './audit-verify';

/** A real refusal by the database: a trigger that aborts every insert into the table. */
async function refuseInserts(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', table: 'audit_entries' | 'journeys') {
  const name = sql.raw(`refuse_${table}`);
  const target = sql.raw(table);
  if (dialect === 'sqlite') {
    await sql`create trigger ${name} before insert on ${target} begin select raise(abort, 'refused by the test'); end`.execute(db);
  } else {
    await sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql`create trigger ${name} before insert on ${target} for each row execute function ${name}()`.execute(db);
  }
  return async () => {
    await sql`drop trigger ${name}${dialect === 'postgres' ? sql` on ${target}` : sql``}`.execute(db);
    if (dialect === 'postgres') await sql`drop function ${name}()`.execute(db);
  };
}

describe.each(testDatabaseKinds())('an audited change and its entry on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let colleague: Member;
  let team: WorkspaceSummary;
  let journey: Journey;

  const db = () => testApp.database.db;
  const dialect = () => testApp.database.dialect;
  const entriesOf = async (workspaceId: string) =>
    db().selectFrom('audit_entries').select(['seq', 'action', 'target_id']).where('workspace_id', '=', workspaceId).orderBy('seq').execute();

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    owner = await signedUpMember(testApp, 'Owner');
    colleague = await signedUpMember(testApp, 'Colleague');
    team = await createTeam(owner);
    await addMember(owner, team.id, colleague, 'editor');
    journey = await createJourneyIn(owner, team.id);
  });
  afterAll(async () => {
    await testApp?.close();
    await testDatabase?.drop();
  });

  it('keeps no entry for a journey the database refused to create', async () => {
    const before = await entriesOf(team.id);
    const allow = await refuseInserts(db(), dialect(), 'journeys');
    try {
      const refused = await owner.client.request('POST', '/api/journeys', { state: journeyState('Refused'), workspaceId: team.id });
      expect(refused.status).toBe(500);
    } finally {
      await allow();
    }
    expect(await entriesOf(team.id)).toEqual(before);
    const created = await createJourneyIn(owner, team.id);
    expect((await entriesOf(team.id)).at(-1)).toMatchObject({ action: 'journey.created', target_id: created.id });
  });

  it('undoes the change when its entry cannot be written, and the trail stays whole', async () => {
    const personal = `personal-${owner.id}`;
    const journeysBefore = await db().selectFrom('journeys').select(['id', 'workspace_id', 'status']).orderBy('id').execute();
    const members = async () => (await owner.client.request<{ members: WorkspaceMember[] }>('GET', `/api/workspaces/${team.id}/members`)).body.members;
    const membersBefore = await members();
    const aiBefore = (await owner.client.request<AiSettingsAnswer>('GET', `/api/workspaces/${team.id}/ai-settings`)).body.settings;
    const entriesBefore = await db().selectFrom('audit_entries').selectAll().orderBy('workspace_id').orderBy('seq').execute();

    const allow = await refuseInserts(db(), dialect(), 'audit_entries');
    try {
      const attempts = {
        'journey created': () => owner.client.request('POST', '/api/journeys', { state: journeyState('Not recorded'), workspaceId: team.id }),
        'journey finished': () => owner.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' }),
        'journey moved': () => owner.client.request('POST', `/api/journeys/${journey.id}/move`, { workspaceId: personal }),
        'journey deleted': () => owner.client.request('DELETE', `/api/journeys/${journey.id}`),
        'workspace renamed': () => owner.client.request('PATCH', `/api/workspaces/${team.id}`, { name: 'Renamed unrecorded' }),
        'role changed': () => owner.client.request('PATCH', `/api/workspaces/${team.id}/members/${colleague.id}`, { role: 'viewer' }),
        'member removed': () => owner.client.request('DELETE', `/api/workspaces/${team.id}/members/${colleague.id}`),
        'member invited': () => owner.client.request('POST', `/api/workspaces/${team.id}/invitations`, { email: 'new.joiner@bank.example', role: 'editor' }),
        'retention changed': () => owner.client.request('PUT', `/api/workspaces/${team.id}/retention`, { retentionDays: 90 }),
        'AI settings changed': () => owner.client.request('PUT', `/api/workspaces/${team.id}/ai-settings`, { ...aiBefore, recordPrompts: !aiBefore.recordPrompts }),
        'workspace created': () => owner.client.request('POST', '/api/workspaces', { name: 'Never recorded' }),
      };
      for (const [what, attempt] of Object.entries(attempts)) expect((await attempt()).status, what).toBe(500);
      // A sign-in changes nothing of ours to undo: it goes ahead, and the log keeps its entry.
      expect((await colleague.client.signIn(colleague.email)).status).toBe(200);
    } finally {
      await allow();
    }

    expect(await db().selectFrom('journeys').select(['id', 'workspace_id', 'status']).orderBy('id').execute()).toEqual(journeysBefore);
    expect(await members()).toEqual(membersBefore);
    const workspaces = (await owner.client.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces')).body.workspaces;
    expect(workspaces.map((workspace) => workspace.name).sort()).toEqual(['Cards Innovation Squad', 'Personal']);
    expect((await owner.client.request('GET', `/api/workspaces/${team.id}/invitations`)).body).toEqual({ invitations: [] });
    expect((await owner.client.request('GET', `/api/workspaces/${team.id}/retention`)).body).toEqual({ retentionDays: null });
    expect((await owner.client.request<AiSettingsAnswer>('GET', `/api/workspaces/${team.id}/ai-settings`)).body.settings).toEqual(aiBefore);
    expect(await db().selectFrom('audit_entries').selectAll().orderBy('workspace_id').orderBy('seq').execute()).toEqual(entriesBefore);
    expect((await verifyAuditTrail(db(), headSealer(testApp.config.authSecret))).problems).toEqual([]);
  });

  it('has audit:verify name a journey that exists without its journey.created entry', async () => {
    const author = { id: owner.id, name: owner.name };
    // Made the way a crash between two transactions used to leave one: the journey, and no entry.
    const orphan = await journeysRepository(testApp.database).create(author, team.id, { ...journey.state, problemStatement: 'Orphan' });
    const report = await verifyAuditTrail(db(), headSealer(testApp.config.authSecret));
    expect(report.problems).toEqual([
      { workspaceId: team.id, seq: null, journeyId: orphan.id, problem: expect.stringContaining('"journey.created" entry') },
    ]);
    await db().deleteFrom('journeys').where('id', '=', orphan.id).execute();
    expect((await verifyAuditTrail(db(), headSealer(testApp.config.authSecret))).problems).toEqual([]);
  });
});
