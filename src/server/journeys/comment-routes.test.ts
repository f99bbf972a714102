import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type JourneyComment } from '../../domain/comments';
import { eventStreamReader } from '../../../tests/support/event-stream-reader';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';

describe.each(testDatabaseKinds())('comments on ideas and validation pages on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let vic: Member;
  let outsider: Member;
  let journeyId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, vic, outsider] = await signedUpMembers(testApp, ['Ana Silva', 'Vic Viewer', 'Olga Outsider'] as const);
    const team = await createTeam(ana);
    await addMember(ana, team.id, vic, 'viewer');
    const idea = { id: 'idea-1', title: 'Instant card freeze', description: '', votes: 0, type: 'Product', personaSource: 'P' };
    journeyId = (await createJourneyIn(ana, team.id, { ...journeyState(), ideas: [idea] })).id;
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const path = () => `/api/journeys/${journeyId}/comments`;
  const post = (member: Member, target: string, body: string) =>
    member.client.request<{ comment: JourneyComment; error?: { message: string } }>('POST', path(), { target, body });

  it('lets any member, a viewer too, comment on an idea or a page, with name and time, live', async () => {
    const stream = eventStreamReader((await ana.client.open(`/api/journeys/${journeyId}/events`)).body!);
    await stream.next('hello');
    const posted = await post(vic, 'idea:idea-1', '  Regulators will ask about consent here.  ');
    expect(posted.status).toBe(201);
    expect(posted.body.comment).toMatchObject({ target: 'idea:idea-1', authorId: vic.id, authorName: 'Vic Viewer', body: 'Regulators will ask about consent here.' });
    expect(await stream.next('comments')).toEqual({ target: 'idea:idea-1' });
    await post(ana, 'page:real', 'Average user needs a sharper picture.');
    const thread = await ana.client.request<{ comments: JourneyComment[] }>('GET', `${path()}?target=idea:idea-1`);
    expect(thread.body.comments.map((comment) => comment.body)).toEqual(['Regulators will ask about consent here.']);
    expect((await ana.client.request<{ comments: JourneyComment[] }>('GET', path())).body.comments).toHaveLength(2);
    await stream.cancel();
  });

  it('lets only its author edit or delete a comment', async () => {
    const { comment } = (await post(vic, 'page:win', 'We lack the data team for this.')).body;
    const byOther = await ana.client.request<{ error: { message: string } }>('PATCH', `${path()}/${comment.id}`, { body: 'Rewritten by someone else' });
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.message).toBe(COMMENT_MESSAGES.authorOnly);
    expect((await ana.client.request('DELETE', `${path()}/${comment.id}`)).status).toBe(403);
    const edited = await vic.client.request<{ comment: JourneyComment }>('PATCH', `${path()}/${comment.id}`, { body: 'We lack a data team today.' });
    expect(edited.body.comment.body).toBe('We lack a data team today.');
    expect(edited.body.comment.updatedAt >= edited.body.comment.createdAt).toBe(true);
    expect((await vic.client.request('DELETE', `${path()}/${comment.id}`)).status).toBe(204);
    expect((await vic.client.request('DELETE', `${path()}/${comment.id}`)).status).toBe(404);
  });

  it('refuses empty, overlong and misplaced comments, and comments on ideas the journey does not have', async () => {
    for (const [target, body] of [
      ['page:real', '   '],
      ['page:real', 'x'.repeat(2001)],
      ['page:pitch', 'Not a thread'],
      ['idea:../../etc', 'Path'],
    ]) {
      expect((await post(ana, target!, body!)).status).toBe(400);
    }
    const gone = await post(ana, 'idea:deleted-idea', 'On nothing');
    expect(gone.status).toBe(409);
  });

  it('answers an outsider as if the journey did not exist', async () => {
    expect((await outsider.client.request('GET', path())).status).toBe(404);
    expect((await post(outsider, 'page:real', 'Hello from outside')).status).toBe(404);
  });
});
