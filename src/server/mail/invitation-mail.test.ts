import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../tests/support/capturing-logger';
import { type SmtpInbox, startSmtpInbox } from '../../../tests/support/smtp-inbox';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { createSqliteTestDatabase, type TestDatabase } from '../../../tests/support/test-databases';
import { createTeam, invite, signedUpMember } from '../../../tests/support/workspace-helpers';
import { createInvitationSender } from './invitation-mail';

describe('workspace invitation e-mails', () => {
  let inbox: SmtpInbox;
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testDatabase = await createSqliteTestDatabase();
    testApp = await createTestApp(testDatabase, { SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
    await inbox.close();
  });

  it('go to the invited address over SMTP with the link the inviter was given, names escaped', async () => {
    const owner = await signedUpMember(testApp, 'Ana <Silva>');
    const team = await createTeam(owner, 'R&D <Lab>');
    const token = await invite(owner, team.id, 'ben.okafor@bank.example', 'viewer');
    const mail = await inbox.waitFor('ben.okafor@bank.example');
    expect(mail.text).toContain(`http://localhost:3000/invitations/${token}`);
    const html = mail.text.split(/Content-Type: text\/html/i)[1] ?? '';
    expect(html).toContain('Ana &lt;Silva&gt; invited you to the workspace &quot;R&amp;D &lt;Lab&gt;&quot;');
    expect(html).not.toContain('<Lab>');
    expect(mail.text).toMatch(/works once, within 7 days/);
  });

  it('are written to the log at warn level when no SMTP server is configured', () => {
    const { logger, warnings } = capturingLogger();
    const send = createInvitationSender(null, logger);
    send({ to: 'ben@bank.example', link: 'https://studio.bank.example/invitations/abc', workspaceName: 'Cards', inviterName: 'Ana', role: 'editor' });
    expect(warnings()).toEqual([expect.stringContaining('https://studio.bank.example/invitations/abc')]);
  });
});
