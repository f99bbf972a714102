import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  CHAT_MESSAGES,
  type ChatThreadSummary,
  type StoredChatMessage,
} from '../../domain/ai-api';
import { useAiTestApps } from '../../../tests/support/ai-test-apps';
import { signedIn, sendChat } from '../../../tests/support/chat-client';
import { failure, streamed } from '../../../tests/support/fake-openai-server';
import { testDatabaseKinds } from '../../../tests/support/test-databases';
import { ASSISTANT_REPLY_MAX_LENGTH } from './chat-routes';

type ThreadBody = { thread: ChatThreadSummary; messages: StoredChatMessage[] };
type ErrorResponse = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('AI chat API on $name', ({ create }) => {
  const apps = useAiTestApps(create);

  it('streams a built-in reply and keeps the conversation on the server', async () => {
    const client = await signedIn(apps.builtinApp);
    const first = await sendChat(client, 'What is the Real / Win / Worth framework?');
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(first.events[0]?.event).toBe('thread');
    expect(first.events.at(-1)?.event).toBe('done');
    expect(first.events.filter((event) => event.event === 'delta').length).toBeGreaterThan(1);
    const threadId = first.data('thread')!.threadId;
    expect(first.data('done')?.engine).toEqual({
      provider: 'builtin',
      model: 'builtin',
      label: 'Built-in engine (offline)',
    });

    const second = await sendChat(client, 'And how do I score Worth?', { threadId: threadId });
    expect(second.data('thread')).toMatchObject({
      threadId,
      title: 'What is the Real / Win / Worth framework?',
    });

    const thread = await client.request<ThreadBody>('GET', `/api/ai/chat/threads/${threadId}`);
    expect(thread.body.thread.title).toBe('What is the Real / Win / Worth framework?');
    expect(thread.body.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(thread.body.messages[1]).toMatchObject({ id: first.data('done')?.messageId, content: first.text });
    expect(thread.body.messages[0]?.id).toBe(first.data('thread')?.userMessageId);
  });

  it('lists the caller’s threads newest first, and deletes them', async () => {
    const client = await signedIn(apps.builtinApp);
    const older = (await sendChat(client, 'How do I run a brainstorm?')).data('thread')!.threadId;
    const newer = (await sendChat(client, 'What is a How-Might-We question?')).data('thread')!.threadId;
    const list = await client.request<{ threads: ChatThreadSummary[] }>('GET', '/api/ai/chat/threads');
    expect(list.body.threads.map((thread) => thread.id)).toEqual([newer, older]);

    await sendChat(client, 'Tell me more.', { threadId: older });
    const relisted = await client.request<{ threads: ChatThreadSummary[] }>('GET', '/api/ai/chat/threads');
    expect(relisted.body.threads.map((thread) => thread.id)).toEqual([older, newer]);

    expect((await client.request('DELETE', `/api/ai/chat/threads/${older}`)).status).toBe(204);
    expect((await client.request('GET', `/api/ai/chat/threads/${older}`)).status).toBe(404);
  });

  it('renames a thread without moving it in the list, and refuses an empty name', async () => {
    const client = await signedIn(apps.builtinApp);
    const older = (await sendChat(client, 'How do I run a brainstorm?')).data('thread')!.threadId;
    const newer = (await sendChat(client, 'What is SCAMPER?')).data('thread')!.threadId;
    const renamed = await client.request<{ thread: ChatThreadSummary }>('PATCH', `/api/ai/chat/threads/${older}`, {
      title: '  Brainstorm for the SME team  ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.thread).toMatchObject({ id: older, title: 'Brainstorm for the SME team' });
    const list = await client.request<{ threads: ChatThreadSummary[] }>('GET', '/api/ai/chat/threads');
    expect(list.body.threads.map((thread) => [thread.id, thread.title])).toEqual([
      [newer, 'What is SCAMPER?'],
      [older, 'Brainstorm for the SME team'],
    ]);
    for (const body of [{ title: '   ' }, {}, { title: 'x'.repeat(81) }]) {
      const refused = await client.request<ErrorResponse>('PATCH', `/api/ai/chat/threads/${older}`, body);
      expect(refused.status).toBe(400);
    }
    const empty = await client.request<ErrorResponse>('PATCH', `/api/ai/chat/threads/${older}`, { title: '' });
    expect(empty.body.error.message).toBe(CHAT_MESSAGES.emptyTitle);
  });

  it('hides one user’s threads from another (404)', async () => {
    const owner = await signedIn(apps.builtinApp);
    const stranger = await signedIn(apps.builtinApp);
    const threadId = (await sendChat(owner, 'Our private question about fees.')).data('thread')!.threadId;
    expect((await stranger.request<ErrorResponse>('GET', `/api/ai/chat/threads/${threadId}`)).status).toBe(
      404,
    );
    expect((await stranger.request('DELETE', `/api/ai/chat/threads/${threadId}`)).status).toBe(404);
    expect((await stranger.request('PATCH', `/api/ai/chat/threads/${threadId}`, { title: 'Mine now' })).status).toBe(404);
    expect((await owner.request<ThreadBody>('GET', `/api/ai/chat/threads/${threadId}`)).body.thread.title).toBe(
      'Our private question about fees.',
    );
    expect((await sendChat(stranger, 'Let me in.', { threadId: threadId })).response.status).toBe(404);
    expect(
      (await stranger.request<{ threads: unknown[] }>('GET', '/api/ai/chat/threads')).body.threads,
    ).toEqual([]);
    expect(
      (await owner.request<ThreadBody>('GET', `/api/ai/chat/threads/${threadId}`)).body.messages,
    ).toHaveLength(2);
  });

  it('refuses an empty or whitespace-only message', async () => {
    const client = await signedIn(apps.builtinApp);
    for (const message of ['', '   \n\t ']) {
      const response = await client.request<ErrorResponse>('POST', '/api/ai/chat', { message });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(AI_MESSAGES.emptyChatMessage);
    }
    expect((await client.request('POST', '/api/ai/chat', { message: 'x'.repeat(4001) })).status).toBe(400);
    expect(
      (await client.request<{ threads: unknown[] }>('GET', '/api/ai/chat/threads')).body.threads,
    ).toEqual([]);
  });

  it('sends the prior conversation to the model and stores its streamed reply', async () => {
    const client = await signedIn(apps.llmApp);
    apps.fake.setHandler(() => streamed(['First ', 'answer.']));
    const first = await sendChat(client, 'First question');
    const threadId = first.data('thread')!.threadId;
    apps.fake.requests.length = 0;
    apps.fake.setHandler(() => streamed(['Second ', 'answer.']));
    const second = await sendChat(client, 'Second question', { threadId: threadId });
    expect(second.text).toBe('Second answer.');
    expect(second.data('done')?.engine.provider).toBe('openai-compatible');
    expect(apps.fake.requests[0]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('keeps the user’s message when the engine fails, and reports an error event', async () => {
    const client = await signedIn(apps.llmApp);
    apps.fake.setHandler(() => failure(500));
    const sent = await sendChat(client, 'Will this survive an outage?');
    expect(sent.events.map((event) => event.event)).toEqual(['thread', 'error']);
    expect(sent.data('error')).toEqual({
      code: 'AI_UNAVAILABLE',
      message: expect.stringMatching(/AI service/),
    });
    const thread = await client.request<ThreadBody>(
      'GET',
      `/api/ai/chat/threads/${sent.data('thread')!.threadId}`,
    );
    expect(thread.body.messages).toEqual([
      expect.objectContaining({ role: 'user', content: 'Will this survive an outage?' }),
    ]);
  });

  it('answers a question asked again after a failure without storing it twice', async () => {
    const client = await signedIn(apps.llmApp);
    apps.fake.setHandler(() => failure(500));
    const failed = await sendChat(client, 'Is a retry a second question?');
    const threadId = failed.data('thread')!.threadId;
    apps.fake.setHandler(() => streamed(['No, ', 'the same one.']));
    const retried = await sendChat(client, 'Is a retry a second question?', { threadId: threadId });
    expect(retried.text).toBe('No, the same one.');
    expect(retried.data('thread')!.userMessageId).toBe(failed.data('thread')!.userMessageId);
    const asked = await sendChat(client, 'Is a retry a second question?', { threadId: threadId });
    expect(asked.data('thread')!.userMessageId).not.toBe(failed.data('thread')!.userMessageId);
    const thread = await client.request<ThreadBody>('GET', `/api/ai/chat/threads/${threadId}`);
    expect(thread.body.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('cuts a reply at the stored length limit', async () => {
    const client = await signedIn(apps.llmApp);
    apps.fake.setHandler(() => streamed(Array.from({ length: 50 }, () => 'y'.repeat(200))));
    const sent = await sendChat(client, 'Write me a very long essay.');
    expect(sent.text).toHaveLength(ASSISTANT_REPLY_MAX_LENGTH);
    const thread = await client.request<ThreadBody>(
      'GET',
      `/api/ai/chat/threads/${sent.data('thread')!.threadId}`,
    );
    expect(thread.body.messages[1]?.content).toHaveLength(ASSISTANT_REPLY_MAX_LENGTH);
  });
});
