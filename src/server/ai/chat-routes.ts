import { type Context, Hono } from 'hono';
import {
  CHAT_HISTORY_LIMIT,
  type ChatStreamEvents,
  type ChatThreadSummary,
  chatRequestSchema,
  renameChatThreadSchema,
} from '../../domain/ai-api';
import type { AiEnv, AiScope } from './governance/governed-ai';
import { notFoundError } from '../errors';
import { readJson } from '../http/validate';
import type { ReadableJourneys } from '../journeys/readable-journeys';
import type { Logger } from '../logger';
import type { ChatRepository } from './chat-repository';
import { type AiEngine, type JourneyChatContext, logEngineFailure } from './engine';
import { loadJourneyChatContext } from './journey-chat-context';
import { clientGoneSignal, eventStream, eventWriter } from '../http/sse';

/** How long a stored reply may be. */
export const ASSISTANT_REPLY_MAX_LENGTH = 8000;

const threadNotFound = () => notFoundError('The conversation');

/** The reply as it streams, cut at the length limit (DESIGN "AI": model output is length-limited). */
async function relayReply(
  engine: AiEngine,
  history: Parameters<AiEngine['streamChat']>[0],
  journey: JourneyChatContext | undefined,
  signal: AbortSignal,
  onText: (text: string) => Promise<void>,
): Promise<string> {
  let reply = '';
  for await (const chunk of engine.streamChat(history, signal, journey)) {
    const piece = chunk.slice(0, ASSISTANT_REPLY_MAX_LENGTH - reply.length);
    reply += piece;
    if (piece) await onText(piece);
    if (reply.length >= ASSISTANT_REPLY_MAX_LENGTH) break;
  }
  return reply;
}

/** The same question asked again after it went unanswered is a retry, not a second question. */
async function unansweredQuestion(chats: ChatRepository, userId: string, threadId: string, message: string) {
  const [last] = await chats.recentMessages(userId, threadId, 1);
  return last?.role === 'user' && last.content === message ? last : undefined;
}

interface ChatTurnJob {
  userId: string;
  thread: ChatThreadSummary;
  userMessageId: string;
  journey: JourneyChatContext | undefined;
}

/** The question (and the journey it may use) for the audit trail. */
const questionText = (job: ChatTurnJob, message: string) => (job.journey ? `${message}\n[about the journey "${job.journey.name}"]` : message);

function streamReply(
  c: Context<AiEnv>,
  deps: { scope: AiScope; chats: ChatRepository; logger: Logger },
  job: ChatTurnJob & { message: string },
) {
  const { scope, chats, logger } = deps;
  const { engine } = scope;
  return eventStream(c, async (stream) => {
    const events = eventWriter<ChatStreamEvents>(stream);
    const { thread } = job;
    await events.send('thread', {
      threadId: thread.id,
      title: thread.title,
      userMessageId: job.userMessageId,
      journeyName: job.journey?.name ?? null,
    });
    const input = questionText(job, job.message);
    let sent = '';
    try {
      const history = await chats.recentMessages(job.userId, thread.id, CHAT_HISTORY_LIMIT);
      const reply = await relayReply(engine, history, job.journey, clientGoneSignal(c, stream), (text) => {
        sent += text;
        return events.send('delta', { text });
      });
      const stored = await chats.addMessage(job.userId, thread.id, 'assistant', reply);
      const answeredBy = engine.describe(history);
      await scope.complete({ outcome: 'ok', input, output: reply, engine: answeredBy });
      await events.send('done', { messageId: stored.id, engine: answeredBy });
    } catch (error) {
      const engineError = logEngineFailure(logger, error, { task: 'chat', threadId: thread.id });
      const outcome = engineError.code === 'AI_CANCELLED' ? 'cancelled' : 'failed';
      await scope.complete({ outcome, errorCode: engineError.code, input, output: sent });
      await events.send('error', { code: engineError.code, message: engineError.message });
    }
  });
}

export function chatRoutes(chats: ChatRepository, journeys: ReadableJourneys, logger: Logger) {
  return new Hono<AiEnv>()
    .post('/', async (c) => {
      const { threadId, journeyId, message } = await readJson(c, chatRequestSchema);
      const userId = c.get('user').id;
      const thread = threadId
        ? await chats.findOwned(userId, threadId)
        : await chats.createThread(userId, message);
      if (!thread) throw threadNotFound();
      const scope = c.get('aiScope');
      // A conversation that carried a team's journey text stays under that team's rules (governed-ai.ts).
      if (scope.workspace.team) await chats.bindToWorkspace(userId, thread.id, scope.workspace.id);
      const stored = (await unansweredQuestion(chats, userId, thread.id, message)) ??
        // Stored before the engine is asked, so the question survives any failure of the answer.
        (await chats.addMessage(userId, thread.id, 'user', message));
      const journey = await loadJourneyChatContext(journeys, userId, journeyId);
      return streamReply(c, { scope, chats, logger }, { userId, thread, userMessageId: stored.id, journey, message });
    })
    .get('/threads', async (c) => c.json({ threads: await chats.listOwned(c.get('user').id) }))
    .get('/threads/:id', async (c) => {
      const userId = c.get('user').id;
      const thread = await chats.findOwned(userId, c.req.param('id'));
      if (!thread) throw threadNotFound();
      return c.json({ thread, messages: await chats.listMessages(userId, thread.id) });
    })
    .patch('/threads/:id', async (c) => {
      const { title } = await readJson(c, renameChatThreadSchema);
      const thread = await chats.renameOwned(c.get('user').id, c.req.param('id'), title);
      if (!thread) throw threadNotFound();
      return c.json({ thread });
    })
    .delete('/threads/:id', async (c) => {
      if (!(await chats.deleteOwned(c.get('user').id, c.req.param('id')))) throw threadNotFound();
      return c.body(null, 204);
    });
}
