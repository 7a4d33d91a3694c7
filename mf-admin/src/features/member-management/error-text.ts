import { churchMembershipMessages } from '@koinonia/contracts';

type Translate = (key: string, fallback: string) => string;

/** The refusals of the church-membership API this screen can meet, by the message the server sends. */
const knownRefusals = {
  [churchMembershipMessages.outranked]: 'memberManagement.error.outranked',
  [churchMembershipMessages.notYourself]: 'memberManagement.error.notYourself',
  [churchMembershipMessages.requestNotFound]: 'memberManagement.error.requestNotFound',
  [churchMembershipMessages.memberNotFound]: 'memberManagement.error.memberNotFound',
  [churchMembershipMessages.noChurch]: 'memberManagement.error.noChurch',
} as const satisfies Record<string, string>;

/** A failed call in the reader's language when the server's message is one we know, else as the server said it. */
export function memberManagementErrorText(error: unknown, t: Translate): string {
  const message = error instanceof Error ? error.message : String(error);
  const key = (knownRefusals as Record<string, string>)[message];
  return key ? t(key, message) : message;
}
