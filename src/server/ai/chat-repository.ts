import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { CHAT_TITLE_MAX_LENGTH, type ChatRole, type ChatThreadSummary, type StoredChatMessage } from '../../domain/ai-api';
import type { ChatMessageTable, ChatThreadTable, Database } from '../db/schema';

/** A thread is named after its first message, cut at a word where possible. */
export function threadTitle(firstMessage: string): string {
  const flat = firstMessage.replace(/\s+/g, ' ').trim();
  if (flat.length <= CHAT_TITLE_MAX_LENGTH) return flat;
  const cut = flat.slice(0, CHAT_TITLE_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ') > CHAT_TITLE_MAX_LENGTH / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord}…`;
}

/** Strictly increasing within this process, so a reply never sorts before the question it answers. */
function monotonicClock() {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString();
  };
}

const toThread = (row: Pick<Selectable<ChatThreadTable>, 'id' | 'title' | 'created_at' | 'updated_at'>): ChatThreadSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toMessage = (
  row: Pick<Selectable<ChatMessageTable>, 'id' | 'role' | 'content' | 'created_at'>,
): StoredChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.created_at,
});

/** Every query is scoped by user id: another user's thread is indistinguishable from a missing one. */
export function chatRepository(db: Kysely<Database>) {
  const now = monotonicClock();

  const findOwned = async (userId: string, threadId: string) => {
    const row = await db
      .selectFrom('chat_threads')
      .selectAll()
      .where('id', '=', threadId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toThread(row) : undefined;
  };

  return {
    findOwned,

    async listOwned(userId: string): Promise<ChatThreadSummary[]> {
      const rows = await db
        .selectFrom('chat_threads')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toThread);
    },

    async createThread(userId: string, firstMessage: string): Promise<ChatThreadSummary> {
      const time = now();
      const row = {
        id: randomUUID(),
        user_id: userId,
        title: threadTitle(firstMessage),
        created_at: time,
        updated_at: time,
      };
      await db.insertInto('chat_threads').values(row).execute();
      return toThread(row);
    },

    /**
     * Marks an owned thread as carrying a team workspace's journey text; the first team it carried
     * stays (the governance refuses a second one before this is reached).
     */
    async bindToWorkspace(userId: string, threadId: string, workspaceId: string): Promise<void> {
      await db
        .updateTable('chat_threads')
        .set({ governing_workspace_id: workspaceId })
        .where('id', '=', threadId)
        .where('user_id', '=', userId)
        .where('governing_workspace_id', 'is', null)
        .execute();
    },

    /** Adds a message to an owned thread and moves the thread to the top of the list. */
    async addMessage(
      userId: string,
      threadId: string,
      role: ChatRole,
      content: string,
    ): Promise<StoredChatMessage> {
      const row = {
        id: randomUUID(),
        thread_id: threadId,
        user_id: userId,
        role,
        content,
        created_at: now(),
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('chat_messages').values(row).execute();
        await trx
          .updateTable('chat_threads')
          .set({ updated_at: row.created_at })
          .where('id', '=', threadId)
          .where('user_id', '=', userId)
          .execute();
      });
      return toMessage(row);
    },

    /** The newest `limit` messages of an owned thread, oldest first. */
    async recentMessages(userId: string, threadId: string, limit: number): Promise<StoredChatMessage[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select(['id', 'role', 'content', 'created_at'])
        .where('thread_id', '=', threadId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toMessage);
    },

    async listMessages(userId: string, threadId: string): Promise<StoredChatMessage[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select(['id', 'role', 'content', 'created_at'])
        .where('thread_id', '=', threadId)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map(toMessage);
    },

    /** Renames an owned thread; its place in the list (last activity) stays where it was. */
    async renameOwned(userId: string, threadId: string, title: string): Promise<ChatThreadSummary | undefined> {
      const result = await db
        .updateTable('chat_threads')
        .set({ title })
        .where('id', '=', threadId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? findOwned(userId, threadId) : undefined;
    },

    async deleteOwned(userId: string, threadId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('chat_threads')
        .where('id', '=', threadId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
