// Figures the product and its public pages both state. No zod here: the public site's browser code reads them.

/** SPEC §9 "Reading plans": 28 beginner and 25 intermediate. */
export const readingPlanCounts = { beginner: 28, intermediate: 25 } as const;

/** SPEC §1: the basic spiritual gifts assessment has 30 questions, the comprehensive one 120. */
export const giftsAssessmentQuestionCounts = { basic: 30, comprehensive: 120 } as const;

/** SPEC §5: pinning is limited to 3 items. */
export const MAX_PINNED_ITEMS = 3;

/** Deleting an account removes its data within this many days (the privacy policy's promise). */
export const ACCOUNT_DELETION_DAYS = 30;

/** Accounts are for people aged 13 and over; younger members take part through their church with a guardian's consent. */
export const MINIMUM_ACCOUNT_AGE = 13;

/** Where people reach the team, as the public pages and emails print it. */
export const companyContacts = {
  supportEmail: 'support@koinonia.app',
  privacyEmail: 'privacy@koinonia.app',
} as const;
