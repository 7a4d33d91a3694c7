import type { ForumPostStatus, ForumReaction, ForumReportReason } from '@koinonia/contracts';

/** English names of the reactions (the screen reader's, beside the emoji), translated under forums.reaction.*. */
export const reactionLabels: Readonly<Record<ForumReaction, string>> = {
  thumbs_up: 'Thumbs up',
  heart: 'Love',
  pray: 'Praying',
};

/** English reasons of a report, translated under forums.reason.*. */
export const reasonLabels: Readonly<Record<ForumReportReason, string>> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hurtful words',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/** What a post's status says to those who see a post that is not published, translated under forums.status.*. */
export const statusLabels: Readonly<Record<ForumPostStatus, string>> = {
  pending: 'Waiting for approval',
  published: 'Published',
  hidden: 'Hidden by a moderator',
  rejected: 'Not approved',
};
