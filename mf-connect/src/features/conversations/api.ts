import { useCallback } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  conversationEndpoints,
  endpointPath,
  IDEMPOTENCY_KEY_HEADER,
  type Conversation,
  type ConversationKind,
  type ConversationMessage,
  type MessageReportReason,
} from '@koinonia/contracts';
import {
  callEndpoint,
  endpointQueryKey,
  useApi,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
  type KeysetPage,
} from '@koinonia/shell-contract';

export const MESSAGE_PAGE_SIZE = 30;
const LIST_PATH = endpointPath(conversationEndpoints.list);
const UNREAD_KEY = endpointQueryKey(conversationEndpoints.unread);

const conversationKey = (conversationId: string) =>
  endpointQueryKey(conversationEndpoints.get, { params: { conversationId } });
/** Every page of a thread is under its messages path. */
const messagesPath = (conversationId: string) => endpointPath(conversationEndpoints.messages, { conversationId });

/** The caller's conversations, latest activity first (only groups on /chat). */
export const useConversationList = (kind?: ConversationKind) =>
  useEndpointList(conversationEndpoints.list, { query: { limit: 20, ...(kind ? { kind } : {}) } });

export const useConversation = (conversationId: string) =>
  useEndpointQuery(conversationEndpoints.get, { params: { conversationId } });

/** A thread's messages, newest first a page at a time ("Load earlier" reads the next page). */
export const useThreadMessages = (conversationId: string) =>
  useEndpointList(conversationEndpoints.messages, { params: { conversationId }, query: { limit: MESSAGE_PAGE_SIZE } });

export const usePeopleSearch = (q: string) =>
  useEndpointQuery(conversationEndpoints.people, { query: { q, limit: 10 } });

/** The list, the header's total and the bell are read again (a message came, one was read, one was started). */
export function refreshConversationLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [LIST_PATH] });
  void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
}

/**
 * Puts messages into a thread's cached pages: each once (by id), newest first in the first page, whether they come from
 * the send's answer, /ws, or a read of what was missed — so nothing shows twice.
 */
export function mergeThreadMessages(
  queryClient: QueryClient,
  conversationId: string,
  messages: readonly ConversationMessage[],
) {
  if (messages.length === 0) return;
  queryClient.setQueriesData<InfiniteData<KeysetPage<ConversationMessage>>>(
    { queryKey: [messagesPath(conversationId)] },
    (data) => {
      if (!data?.pages.length) return data;
      const known = new Set(data.pages.flatMap((page) => page.items.map((message) => message.id)));
      const fresh = messages.filter((message) => !known.has(message.id));
      if (fresh.length === 0) return data;
      const [first, ...rest] = data.pages;
      const items = [...fresh, ...first!.items].sort((a, b) => b.sequence - a.sequence);
      return { ...data, pages: [{ ...first!, items }, ...rest] };
    },
  );
}

/**
 * Whether `incoming` is a later state of the same message than `held`: a deletion is final, and otherwise the later
 * edit wins, so a late answer or a repeated /ws event never brings back words that were changed or deleted.
 */
function isNewer(incoming: ConversationMessage, held: ConversationMessage): boolean {
  if (held.deletedAt) return false;
  if (incoming.deletedAt) return true;
  return (incoming.editedAt ?? '') > (held.editedAt ?? '');
}

/** An edited or deleted message takes its place in the thread's cached pages (it is left alone when not held). */
export function replaceThreadMessage(queryClient: QueryClient, conversationId: string, message: ConversationMessage) {
  queryClient.setQueriesData<InfiniteData<KeysetPage<ConversationMessage>>>(
    { queryKey: [messagesPath(conversationId)] },
    (data) => {
      if (!data?.pages.some((page) => page.items.some((held) => held.id === message.id && isNewer(message, held))))
        return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((held) => (held.id === message.id ? message : held)),
        })),
      };
    },
  );
}

/** A member's read mark moved: "Seen by" follows. */
export function updateMemberRead(
  queryClient: QueryClient,
  conversationId: string,
  userId: string,
  lastReadSequence: number,
) {
  queryClient.setQueryData<Conversation>(conversationKey(conversationId), (conversation) =>
    conversation
      ? {
          ...conversation,
          members: conversation.members.map((member) =>
            member.userId === userId
              ? { ...member, lastReadSequence: Math.max(member.lastReadSequence, lastReadSequence) }
              : member,
          ),
        }
      : conversation,
  );
}

/** Sends with the message's client id as its Idempotency-Key, so a retry of a lost answer makes no second message. */
export function useSendMessage(conversationId: string) {
  const apiRequest = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (clientId: string, body: string) => {
      const message = await callEndpoint(
        apiRequest,
        conversationEndpoints.send,
        { params: { conversationId }, body: { body } },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: clientId } },
      );
      mergeThreadMessages(queryClient, conversationId, [message]);
      void queryClient.invalidateQueries({ queryKey: [LIST_PATH] });
      return message;
    },
    [apiRequest, conversationId, queryClient],
  );
}

/** The sender edits their message; the thread shows the new words and "edited" at once. */
export function useEditMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(conversationEndpoints.editMessage, {
    toCall: ({ messageId, body }: { messageId: string; body: string }) => ({ params: { messageId }, body: { body } }),
    onSuccess: (message) => {
      replaceThreadMessage(queryClient, conversationId, message);
      refreshConversationLists(queryClient);
    },
  });
}

/** The sender deletes their message: it shows as deleted here at once, and to everyone over /ws. */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(conversationEndpoints.deleteMessage, {
    toCall: (messageId: string) => ({ params: { messageId } }),
    onSuccess: (message) => {
      replaceThreadMessage(queryClient, conversationId, message);
      refreshConversationLists(queryClient);
    },
  });
}

export function useReportMessage() {
  return useEndpointMutation(conversationEndpoints.reportMessage, {
    toCall: ({ messageId, reason, details }: { messageId: string; reason: MessageReportReason; details: string }) => ({
      params: { messageId },
      body: { reason, details },
    }),
  });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(conversationEndpoints.read, {
    toCall: (upTo: number) => ({ params: { conversationId }, body: { upTo } }),
    onSuccess: () => refreshConversationLists(queryClient),
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useEndpointMutation(conversationEndpoints.create, {
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: [LIST_PATH] });
    },
  });
}

/** The group's creator adds people: the thread's members follow. */
export function useAddMembers(conversationId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(conversationEndpoints.addMembers, {
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversationId), conversation);
      void queryClient.invalidateQueries({ queryKey: [LIST_PATH] });
    },
  });
}

export function useLeaveConversation() {
  const queryClient = useQueryClient();
  return useEndpointMutation(conversationEndpoints.removeMember, {
    onSuccess: (_answer, call) => {
      refreshConversationLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: conversationKey(call.params!.conversationId) });
    },
  });
}
