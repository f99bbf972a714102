import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CHAT_THREADS_QUERY_KEY, deleteChatThread, renameChatThread, useChatThreads } from '../../api/chat';
import { showErrorToast } from '../../lib/toast';
import type { useChat } from './use-chat';

type Chat = ReturnType<typeof useChat>;

/**
 * The user's conversations around the open one: the last one reopens when they come back to
 * /chat, and the open one can be renamed or deleted.
 */
export function useConversations(chat: Chat) {
  const queryClient = useQueryClient();
  const threads = useChatThreads();
  const restored = useRef(false);
  const { threadId, messages, openThread, newChat } = chat;

  useEffect(() => {
    if (restored.current || !threads.data) return;
    restored.current = true;
    const last = threads.data[0];
    if (last && threadId === null && messages.length === 0) void openThread(last.id);
  }, [threads.data, threadId, messages.length, openThread]);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: CHAT_THREADS_QUERY_KEY });
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameChatThread(id, title),
    onSuccess: refreshList,
    onError: (error) => showErrorToast('Error', error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteChatThread(id),
    onSuccess: (_, id) => {
      if (id === threadId) newChat();
      return refreshList();
    },
    onError: () => showErrorToast('Error', 'Could not delete that conversation. Please try again.'),
  });

  return {
    current: threads.data?.find((thread) => thread.id === threadId) ?? null,
    rename,
    remove,
  };
}
