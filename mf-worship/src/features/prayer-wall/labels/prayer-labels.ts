import type { PrayerCategory, PrayerReportReason } from '@koinonia/contracts';

/** Each category's name on the wall, in English until the reader's language has one (prayer.category.*). */
export const categoryLabels: Readonly<Record<PrayerCategory, string>> = {
  health: 'Health and healing',
  family: 'Family',
  guidance: 'Guidance',
  provision: 'Work and provision',
  relationships: 'Relationships',
  grief: 'Grief and loss',
  salvation: 'Faith and salvation',
  thanksgiving: 'Thanksgiving',
  church: 'Our church',
  world: 'The world',
  other: 'Other',
};

/** Why a member reports a request (prayer.reportReason.*). */
export const reportReasonLabels: Readonly<Record<PrayerReportReason, string>> = {
  spam: 'Spam or advertising',
  inappropriate: 'Inappropriate content',
  harmful: 'Harmful or threatening',
  personal_information: "Shares someone's private information",
  other: 'Something else',
};
