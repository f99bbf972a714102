import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNANCE_MESSAGES } from '../../domain/ai-governance-api';
import { sendChat } from '../../../tests/support/chat-client';
import { trailOf } from '../../../tests/support/governance-helpers';
import { type SmtpInbox, startSmtpInbox } from '../../../tests/support/smtp-inbox';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { auditTrail } from '../audit/audit-trail';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createRetentionWarningSender } from '../mail/retention-mail';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';
import { type RetentionSweepDependencies, sweepRetention } from './retention-sweep';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS).toISOString();
type ErrorAnswer = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('retention on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let deps: RetentionSweepDependencies;
  let owner: Member;
  let editor: Member;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    inbox = await startSmtpInbox();
    const logger = createLogger('silent');
    deps = {
      db: testApp.database.db,
      audit: auditTrail(testApp.database, testApp.config.authSecret, logger),
      warn: createRetentionWarningSender(createMailer({ smtpUrl: inbox.url, from: 'Innovation Studio <no-reply@bank.example>' }), logger),
      appUrl: 'https://studio.bank.example',
    };
    [owner, editor] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor']);
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.close();
    await testDatabase.drop();
  });

  const touch = (table: 'journeys' | 'chat_threads', id: string, updatedAt: string) =>
    testApp.database.db.updateTable(table).set({ updated_at: updatedAt }).where('id', '=', id).execute();
  const mailsTo = (email: string) => inbox.received.filter((mail) => mail.to.includes(email.toLowerCase()));

  it('lets an owner set a period of 30 days to 10 years, or none', async () => {
    const team = await createTeam(owner);
    const path = `/api/workspaces/${team.id}/retention`;
    for (const retentionDays of [7, 29, 3651, 1.5]) {
      const refused = await owner.client.request<ErrorAnswer>('PUT', path, { retentionDays });
      expect([refused.status, refused.body.error.message]).toEqual([400, GOVERNANCE_MESSAGES.retentionInvalid]);
    }
    expect((await owner.client.request('PUT', path, { retentionDays: 90 })).body).toEqual({ retentionDays: 90 });
    expect((await owner.client.request('PUT', path, { retentionDays: null })).body).toEqual({ retentionDays: null });
    expect((await trailOf(testApp, team.id)).filter((entry) => entry.action === 'settings.retention_changed').map((entry) => entry.details)).toEqual([
      { retentionDays: 90, previousRetentionDays: null },
      { retentionDays: null, previousRetentionDays: 90 },
    ]);
  });

  it('deletes journeys untouched for the period, warns owners a week ahead once per change, and records both', async () => {
    const now = new Date();
    const team = await createTeam(owner, 'Retention Squad');
    await addMember(owner, team.id, editor, 'editor');
    expect((await owner.client.request('PUT', `/api/workspaces/${team.id}/retention`, { retentionDays: 30 })).status).toBe(200);
    const [old, expiring, fresh] = [
      await createJourneyIn(owner, team.id, { ...journeyState(), journeyName: 'Forgotten pilot' }),
      await createJourneyIn(owner, team.id, { ...journeyState(), journeyName: 'Dispute fast lane' }),
      await createJourneyIn(editor, team.id, { ...journeyState(), journeyName: 'Fresh idea' }),
    ];
    await touch('journeys', old.id, daysAgo(31, now));
    await touch('journeys', expiring.id, daysAgo(25, now));
    const personalJourney = await createJourneyIn(owner);
    await touch('journeys', personalJourney.id, daysAgo(400, now));

    // Two processes sweeping at the same moment delete once and warn once.
    await Promise.all([sweepRetention(deps, now), sweepRetention(deps, now)]);
    expect((await owner.client.request('GET', `/api/journeys/${old.id}`)).status).toBe(404);
    for (const kept of [expiring, fresh, personalJourney]) expect((await owner.client.request('GET', `/api/journeys/${kept.id}`)).status).toBe(200);
    const warning = await inbox.waitFor(owner.email);
    expect(warning.text).toContain('Dispute fast lane: deleted on');
    // (The inbox undoes quoted-printable byte by byte, so only ASCII is compared.)
    expect(warning.text).toContain('journeys in the workspace');
    expect(warning.text).toContain('Retention Squad');
    expect(warning.text).not.toContain('Fresh idea');
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(editor.email)).toHaveLength(0);
    const trail = await trailOf(testApp, team.id);
    expect(trail.filter((entry) => entry.action === 'retention.deleted').map((entry) => [entry.actor, entry.details])).toEqual([
      ['system', { retentionDays: 30, journeys: [{ id: old.id, name: 'Forgotten pilot' }] }],
    ]);
    expect(trail.filter((entry) => entry.action === 'retention.warning_sent')).toHaveLength(1);

    await sweepRetention(deps, now);
    expect(mailsTo(owner.email)).toHaveLength(1);
    // Changed since, and about to expire again: a new warning.
    await touch('journeys', expiring.id, daysAgo(24, now));
    await sweepRetention(deps, now);
    await expect.poll(() => mailsTo(owner.email).length).toBe(2);
  });

  it('deletes a person’s chats by the strictest period of their workspaces, and warns them a week ahead', async () => {
    const now = new Date();
    const [chatter] = await signedUpMembers(testApp, ['Chatty Member']);
    const first = await sendChat(chatter.client, 'What is design thinking?');
    const second = await sendChat(chatter.client, 'How do I test an idea cheaply?');
    const [oldThread, expiringThread] = [first.data('thread')!.threadId, second.data('thread')!.threadId];
    await touch('chat_threads', oldThread, daysAgo(45, now));
    await touch('chat_threads', expiringThread, daysAgo(35, now));
    await sweepRetention(deps, now);
    expect((await chatter.client.request('GET', `/api/ai/chat/threads/${oldThread}`)).status).toBe(200);

    const strict = await createTeam(owner, 'Strict Squad');
    const lenient = await createTeam(owner, 'Lenient Squad');
    await addMember(owner, strict.id, chatter, 'viewer');
    await addMember(owner, lenient.id, chatter, 'viewer');
    await owner.client.request('PUT', `/api/workspaces/${strict.id}/retention`, { retentionDays: 40 });
    await owner.client.request('PUT', `/api/workspaces/${lenient.id}/retention`, { retentionDays: 365 });
    await sweepRetention(deps, now);
    expect((await chatter.client.request('GET', `/api/ai/chat/threads/${oldThread}`)).status).toBe(404);
    expect((await chatter.client.request('GET', `/api/ai/chat/threads/${expiringThread}`)).status).toBe(200);
    const warning = await inbox.waitFor(chatter.email);
    expect(warning.text).toContain('conversations with the innovation assistant');
    expect(warning.text).toContain('How do I test an idea cheaply');
    const trail = await trailOf(testApp, personalWorkspaceId(chatter.id));
    expect(trail.find((entry) => entry.action === 'retention.deleted')?.details).toEqual({ retentionDays: 40, chats: [oldThread] });
  });
});
