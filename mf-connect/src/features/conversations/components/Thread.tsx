import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { TYPING_INDICATOR_MS, type ConversationMessage } from '@koinonia/contracts';
import { QueryErrorState, useAuth, useLanguage } from '@koinonia/shell-contract';
import { useRealtime, useRealtimeSend } from '@koinonia/shell-contract/use-realtime';
import { Button, LoadingState, Muted, VisuallyHidden } from '@koinonia/ui';
import {
  mergeThreadMessages,
  replaceThreadMessage,
  updateMemberRead,
  useConversation,
  useMarkRead,
  useSendMessage,
  useThreadMessages,
} from '../api';
import { Bubble, Meta } from './bubble';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { GroupMembers } from './GroupMembers';
import { conversationName, seenBy } from './conversation-name';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.125rem;
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const BackLink = styled(Link)`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.text};
  /* The arrow points back, which is to the right in a right-to-left language. */
  span {
    display: inline-block;
  }
  [dir='rtl'] & span {
    transform: scaleX(-1);
  }
  @media (min-width: 800px) {
    display: none;
  }
`;

const Scroller = styled.div`
  flex: 1;
  min-height: 12rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)} 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Day = styled(Muted)`
  align-self: center;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Note = styled(Muted)`
  margin: 0;
  font-size: 0.8125rem;
`;

interface Pending {
  clientId: string;
  body: string;
  status: 'sending' | 'failed';
}

function useTypingPeople(myId: string) {
  const [typing, setTyping] = useState<Record<string, { name: string; until: number }>>({});
  const active = Object.keys(typing).length > 0;
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      setTyping((current) => Object.fromEntries(Object.entries(current).filter(([, entry]) => entry.until > now)));
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
  const add = useCallback(
    (userId: string, name: string) => {
      if (userId !== myId)
        setTyping((current) => ({ ...current, [userId]: { name, until: Date.now() + TYPING_INDICATOR_MS } }));
    },
    [myId],
  );
  const remove = useCallback((userId: string) => setTyping(({ [userId]: _gone, ...rest }) => rest), []);
  return { names: Object.values(typing).map((entry) => entry.name), add, remove };
}

/** One conversation: its messages (older on "Load earlier"), live news from /ws, the composer and who has seen what. */
export function Thread({ conversationId, basePath }: { conversationId: string; basePath: string }) {
  const { t, code } = useLanguage();
  const { user } = useAuth();
  const myId = user?.id ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationId);
  const messages = useThreadMessages(conversationId);
  const sendMessage = useSendMessage(conversationId);
  const markRead = useMarkRead(conversationId);
  const sendRealtime = useRealtimeSend();
  const typing = useTypingPeople(myId);
  const [pending, setPending] = useState<Pending[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const earlier = useRef<{ height: number; top: number } | null>(null);

  useRealtime((event) => {
    if (event.type === 'reconnected') {
      // What happened while the socket was away: the held pages are read again from the newest (new messages, and the
      // edits and deletions of those on screen, which no sequence reveals), each replacing its old copy: nothing
      // missed, nothing twice.
      void messages.refetch();
      void conversation.refetch();
      return;
    }
    if (!('conversationId' in event) || event.conversationId !== conversationId) return;
    if (event.type === 'message') {
      mergeThreadMessages(queryClient, conversationId, [event.message]);
      typing.remove(event.message.senderId);
      if (event.message.senderId !== myId) {
        setAnnouncement(
          t('conversations.announceMessage', 'New message from {name}: {text}', {
            name: event.message.senderName ?? t('conversations.someone', 'Someone'),
            text: event.message.body,
          }),
        );
      }
    } else if (event.type === 'read')
      updateMemberRead(queryClient, conversationId, event.userId, event.lastReadSequence);
    else if (event.type === 'message_changed') replaceThreadMessage(queryClient, conversationId, event.message);
    else if (event.type === 'typing') typing.add(event.userId, event.name);
    else if (event.type === 'conversation') void conversation.refetch();
  });

  // Newest first in the cache; the thread reads down.
  const items = [...messages.items].reverse();
  const newest = items[items.length - 1];
  const myRead = conversation.data?.members.find((member) => member.userId === myId)?.lastReadSequence ?? 0;

  // What is on screen is read: the mark moves when a newer message shows while the page is visible.
  useEffect(() => {
    if (!newest || newest.sequence <= myRead) return undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      updateMemberRead(queryClient, conversationId, myId, newest.sequence);
      markRead.mutate(newest.sequence);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
    // markRead changes identity every render; the sequence is what matters.
  }, [newest?.sequence, myRead, conversationId, myId, queryClient]);

  const shownPending = pending.filter((entry) => !items.some((message) => message.clientId === entry.clientId));

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (earlier.current) {
      element.scrollTop = element.scrollHeight - earlier.current.height + earlier.current.top;
      earlier.current = null;
    } else if (nearBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [items.length, shownPending.length, typing.names.length]);

  const deliver = (clientId: string, body: string) => {
    nearBottom.current = true;
    setPending((current) => [
      ...current.filter((entry) => entry.clientId !== clientId),
      { clientId, body, status: 'sending' },
    ]);
    sendMessage(clientId, body).then(
      () => setPending((current) => current.filter((entry) => entry.clientId !== clientId)),
      () =>
        setPending((current) =>
          current.map((entry) => (entry.clientId === clientId ? { ...entry, status: 'failed' } : entry)),
        ),
    );
  };

  if (conversation.isPending || messages.isPending)
    return <LoadingState label={t('conversations.threadLoading', 'Loading messages')} />;
  if (conversation.isError)
    return <QueryErrorState error={conversation.error} onRetry={() => void conversation.refetch()} />;
  if (messages.isError) return <QueryErrorState error={messages.error} onRetry={() => void messages.refetch()} />;

  const details = conversation.data;
  const name = conversationName(details, myId, t);
  const time = (message: ConversationMessage) =>
    new Date(message.createdAt).toLocaleTimeString(code, { hour: 'numeric', minute: '2-digit' });
  // Messages of another day than the one before them start under that day's date (in the reader's time zone).
  const dayOf = (message: ConversationMessage) => {
    const at = new Date(message.createdAt);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  };
  const dayText = (message: ConversationMessage) => {
    const at = new Date(message.createdAt);
    const thisYear = at.getFullYear() === new Date().getFullYear();
    return at.toLocaleDateString(code, { weekday: 'long', day: 'numeric', month: 'long', ...(thisYear ? {} : { year: 'numeric' }) });
  };
  const seen = newest ? seenBy(details, newest.sequence, newest.senderId, myId) : [];
  const typingText =
    typing.names.length === 1
      ? t('conversations.typingOne', '{name} is typing…', { name: typing.names[0]! })
      : typing.names.length > 1
        ? t('conversations.typingMany', '{names} are typing…', { names: typing.names.join(', ') })
        : '';

  return (
    <Frame aria-labelledby={`thread-${conversationId}`}>
      <Top>
        <BackLink to={basePath}>
          <span aria-hidden="true">←</span> {t('conversations.back', 'All conversations')}
        </BackLink>
        <h2 id={`thread-${conversationId}`}>{name}</h2>
        {details.kind === 'group' ? (
          <GroupMembers conversation={details} myId={myId} onLeft={() => navigate(basePath)} />
        ) : null}
      </Top>
      <Scroller
        ref={scroller}
        tabIndex={0}
        aria-label={t('conversations.messagesLabel', 'Messages with {name}', { name })}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        }}
      >
        {messages.hasNextPage ? (
          <Button
            type="button"
            $variant="secondary"
            style={{ alignSelf: 'center' }}
            disabled={messages.isFetchingNextPage}
            onClick={() => {
              const element = scroller.current;
              if (element) earlier.current = { height: element.scrollHeight, top: element.scrollTop };
              void messages.fetchNextPage();
            }}
          >
            {t('conversations.loadEarlier', 'Load earlier messages')}
          </Button>
        ) : null}
        {items.length === 0 && shownPending.length === 0 ? (
          <Muted>{t('conversations.threadEmpty', 'Say hello: no messages yet.')}</Muted>
        ) : null}
        {items.map((message, index) => (
          <Fragment key={message.id}>
            {index === 0 || dayOf(items[index - 1]!) !== dayOf(message) ? (
              <Day>
                <time dateTime={dayOf(message)}>{dayText(message)}</time>
              </Day>
            ) : null}
            <MessageItem
              message={message}
              mine={message.senderId === myId}
              showSender={details.kind === 'group'}
              time={time(message)}
              conversationId={conversationId}
              onGone={() => scroller.current?.focus()}
            />
          </Fragment>
        ))}
        {shownPending.map((entry) => (
          <Bubble key={entry.clientId} $mine $faded data-testid="message">
            <p dir="auto">{entry.body}</p>
            <Meta>
              {entry.status === 'sending' ? (
                t('conversations.sending', 'Sending…')
              ) : (
                <>
                  {t('conversations.failed', 'Not sent.')}{' '}
                  <Button type="button" $variant="secondary" onClick={() => deliver(entry.clientId, entry.body)}>
                    {t('conversations.retry', 'Try again')}
                  </Button>
                </>
              )}
            </Meta>
          </Bubble>
        ))}
        {seen.length > 0 ? (
          <Note style={{ alignSelf: 'flex-end' }}>
            {t('conversations.seenBy', 'Seen by {names}', { names: seen.join(', ') })}
          </Note>
        ) : null}
      </Scroller>
      <Note aria-hidden={typingText ? undefined : true} style={{ minHeight: '1.25rem' }}>
        {typingText}
      </Note>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Composer
        onSend={(body) => deliver(crypto.randomUUID(), body)}
        onTyping={() => sendRealtime({ type: 'typing', conversationId })}
      />
    </Frame>
  );
}
