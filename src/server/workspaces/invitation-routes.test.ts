import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_HOUR,
  type InvitationPreview,
  type PublicInvitationPreview,
  type PendingInvitation,
  WORKSPACE_MESSAGES,
  type WorkspaceMember,
} from '../../domain/workspace-api';
import { TestClient } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, createTeam, invite, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { hashInvitationToken } from './invitations-repository';

type ErrorAnswer = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('workspace invitations on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let invitee: Member;
  let someoneElse: Member;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, invitee, someoneElse] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor', 'Cleo Marsh']);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const pending = async (workspaceId: string) =>
    (await owner.client.request<{ invitations: PendingInvitation[] }>('GET', `/api/workspaces/${workspaceId}/invitations`)).body.invitations;

  it('lets the invited address see the invitation and join once, with the role it names', async () => {
    const team = await createTeam(owner, 'Cards Squad');
    const token = await invite(owner, team.id, invitee.email.toUpperCase(), 'viewer');
    expect(await pending(team.id)).toEqual([expect.objectContaining({ email: invitee.email, role: 'viewer', invitedBy: 'Ana Silva' })]);

    const preview = await invitee.client.request<{ invitation: InvitationPreview }>('GET', `/api/invitations/${token}`);
    expect(preview.body.invitation).toEqual({ workspaceName: 'Cards Squad', role: 'viewer', invitedBy: 'Ana Silva' });
    const accepted = await invitee.client.request('POST', `/api/invitations/${token}/accept`);
    expect(accepted.body).toEqual({ workspaceId: team.id, workspaceName: 'Cards Squad' });
    const members = await invitee.client.request<{ members: WorkspaceMember[] }>('GET', `/api/workspaces/${team.id}/members`);
    expect(members.body.members).toContainEqual(expect.objectContaining({ userId: invitee.id, role: 'viewer' }));
    expect(await pending(team.id)).toEqual([]);

    const again = await invitee.client.request<ErrorAnswer>('POST', `/api/invitations/${token}/accept`);
    expect(again.status).toBe(410);
    expect(again.body.error.message).toBe(WORKSPACE_MESSAGES.invitationUsed);
  });

  it('refuses another signed-in user: the signed-in routes tell them nothing and let nobody else join', async () => {
    const team = await createTeam(owner, 'Confidential Squad');
    const token = await invite(owner, team.id, invitee.email, 'editor');
    for (const [method, path] of [['GET', `/api/invitations/${token}`], ['POST', `/api/invitations/${token}/accept`]] as const) {
      const answer = await someoneElse.client.request<ErrorAnswer>(method, path);
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(WORKSPACE_MESSAGES.invitationWrongEmail);
      expect(JSON.stringify(answer.body)).not.toContain('Confidential');
    }
    expect((await someoneElse.client.request('GET', `/api/workspaces/${team.id}`)).status).toBe(404);
    expect(await pending(team.id)).toHaveLength(1);
  });

  it('refuses an expired, revoked, replaced or made-up invitation with a clear message', async () => {
    const team = await createTeam(owner);
    const expired = await invite(owner, team.id, invitee.email, 'editor');
    await testApp.database.db
      .updateTable('workspace_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashInvitationToken(expired))
      .execute();
    const expiredAnswer = await invitee.client.request<ErrorAnswer>('POST', `/api/invitations/${expired}/accept`);
    expect([expiredAnswer.status, expiredAnswer.body.error.message]).toEqual([410, WORKSPACE_MESSAGES.invitationExpired]);

    const replaced = await invite(owner, team.id, invitee.email, 'viewer');
    const newest = await invite(owner, team.id, invitee.email, 'editor');
    expect(await pending(team.id)).toEqual([expect.objectContaining({ role: 'editor' })]);
    const replacedAnswer = await invitee.client.request<ErrorAnswer>('POST', `/api/invitations/${replaced}/accept`);
    expect([replacedAnswer.status, replacedAnswer.body.error.message]).toEqual([404, WORKSPACE_MESSAGES.invitationNotFound]);

    const [{ id }] = (await pending(team.id)) as [PendingInvitation];
    expect((await owner.client.request('DELETE', `/api/workspaces/${team.id}/invitations/${id}`)).status).toBe(204);
    expect((await invitee.client.request('POST', `/api/invitations/${newest}/accept`)).status).toBe(404);
    expect((await invitee.client.request('POST', '/api/invitations/made-up-token/accept')).status).toBe(404);
    expect((await invitee.client.request('GET', `/api/workspaces/${team.id}`)).status).toBe(404);
  });

  it('stores only a hash of the token', async () => {
    const team = await createTeam(owner);
    const token = await invite(owner, team.id, 'new.colleague@bank.example', 'editor');
    const rows = await testApp.database.db.selectFrom('workspace_invitations').selectAll().where('workspace_id', '=', team.id).execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(hashInvitationToken(token));
  });

  it('lets only owners invite, list and revoke, and refuses bad input and current members', async () => {
    const team = await createTeam(owner);
    const token = await invite(owner, team.id, invitee.email, 'editor');
    await invitee.client.request('POST', `/api/invitations/${token}/accept`);
    const byEditor = await invitee.client.request<ErrorAnswer>('POST', `/api/workspaces/${team.id}/invitations`, { email: someoneElse.email, role: 'viewer' });
    expect([byEditor.status, byEditor.body.error.message]).toEqual([403, WORKSPACE_MESSAGES.ownerOnly]);
    expect((await invitee.client.request('GET', `/api/workspaces/${team.id}/invitations`)).status).toBe(403);

    const member = await owner.client.request<ErrorAnswer>('POST', `/api/workspaces/${team.id}/invitations`, { email: invitee.email, role: 'viewer' });
    expect([member.status, member.body.error.message]).toEqual([409, WORKSPACE_MESSAGES.alreadyMember]);
    const badEmail = await owner.client.request('POST', `/api/workspaces/${team.id}/invitations`, { email: 'not-an-address', role: 'viewer' });
    expect(badEmail.status).toBe(400);
    const badRole = await owner.client.request('POST', `/api/workspaces/${team.id}/invitations`, { email: 'x@bank.example', role: 'admin' });
    expect(badRole.status).toBe(400);
  });

  it('lets one person send at most INVITATIONS_PER_HOUR invitations an hour', async () => {
    const [sender] = await signedUpMembers(testApp, ['Busy Inviter']);
    const team = await createTeam(sender);
    for (let index = 0; index < INVITATIONS_PER_HOUR; index += 1) {
      await invite(sender, team.id, `colleague-${index}@bank.example`, 'viewer');
    }
    const refused = await sender.client.request<ErrorAnswer>('POST', `/api/workspaces/${team.id}/invitations`, {
      email: 'one-more@bank.example',
      role: 'viewer',
    });
    expect([refused.status, refused.body.error.message]).toEqual([429, WORKSPACE_MESSAGES.tooManyInvitations]);
    expect((await owner.client.request('POST', `/api/workspaces/${(await createTeam(owner)).id}/invitations`, { email: 'x@bank.example', role: 'viewer' })).status).toBe(201);
  });

  it('shows the link’s holder who invites whom to what before anyone signs in, and nothing once it is used', async () => {
    const team = await createTeam(owner, 'Payments Lab');
    const token = await invite(owner, team.id, invitee.email, 'editor');
    const anonymous = new TestClient(testApp);
    const shown = await anonymous.request<{ invitation: PublicInvitationPreview }>('GET', `/api/invitation-previews/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.invitation).toEqual({
      workspaceName: 'Payments Lab',
      role: 'editor',
      invitedBy: 'Ana Silva',
      invitedAddress: `${invitee.email[0]}•••${invitee.email.slice(invitee.email.indexOf('@'))}`,
    });
    expect(JSON.stringify(shown.body)).not.toContain(invitee.email);
    expect(shown.headers.get('cache-control')).toBe('no-store');

    expect((await invitee.client.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    const used = await anonymous.request<ErrorAnswer>('GET', `/api/invitation-previews/${token}`);
    expect([used.status, used.body.error.message]).toEqual([410, WORKSPACE_MESSAGES.invitationUsed]);
    expect(JSON.stringify(used.body)).not.toContain('Payments Lab');
    const madeUp = await anonymous.request<ErrorAnswer>('GET', '/api/invitation-previews/made-up-token');
    expect([madeUp.status, madeUp.body.error.message]).toEqual([404, WORKSPACE_MESSAGES.invitationNotFound]);
  });

  it('asks for a session to see or accept an invitation', async () => {
    const anonymous = new TestClient(testApp);
    expect((await anonymous.request('GET', '/api/invitations/any-token')).status).toBe(401);
    expect((await anonymous.request('POST', '/api/invitations/any-token/accept')).status).toBe(401);
    expect((await anonymous.request('GET', '/api/workspaces')).status).toBe(401);
  });
});
