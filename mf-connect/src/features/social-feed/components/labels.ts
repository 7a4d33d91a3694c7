import type { SocialFeedReaction, SocialFeedReportReason } from '@koinonia/contracts';

/** The English name of each reaction (translated under feed.reaction.*). */
export const reactionLabels: Readonly<Record<SocialFeedReaction, string>> = {
  like: 'Like',
  love: 'Love',
  pray: 'Praying',
};

/** The English name of each reason to report (translated under feed.reportReason.*). */
export const reportReasonLabels: Readonly<Record<SocialFeedReportReason, string>> = {
  spam: 'Spam or advertising',
  inappropriate: 'Inappropriate',
  harmful: 'Harmful or unkind',
  personal_information: 'Shares personal information',
  other: 'Something else',
};
