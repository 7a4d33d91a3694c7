import type { Conversation } from '@koinonia/contracts';

type Translate = (key: string, fallback?: string, values?: Record<string, string | number>) => string;

/** A group by its title; a conversation of two by the other person's name. */
export function conversationName(
  conversation: Pick<Conversation, 'kind' | 'title' | 'members'>,
  myId: string,
  t: Translate,
): string {
  if (conversation.kind === 'group' && conversation.title) return conversation.title;
  const other = conversation.members.find((member) => member.userId !== myId);
  return other?.name ?? t('conversations.someone', 'Someone');
}

/** The names of the others who have read up to `sequence` (not its sender, not the reader). */
export function seenBy(
  conversation: Pick<Conversation, 'members'>,
  sequence: number,
  senderId: string,
  myId: string,
): string[] {
  return conversation.members
    .filter((member) => member.userId !== myId && member.userId !== senderId && member.lastReadSequence >= sequence)
    .map((member) => member.name ?? '')
    .filter(Boolean);
}
