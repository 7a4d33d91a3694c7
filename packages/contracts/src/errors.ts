import { z } from 'zod';
import { accessLevels } from './access-levels';
import { individualPlanTiers } from './plans';

/**
 * The codes an error answer names itself by, so the client can say it in the reader's language
 * (`error.<code>` in packages/i18n/src/app/errors). A service throws `HttpError(status, message, { code })`; the
 * message stays the English text for logs and for a client that does not know the code.
 */
export const errorCodes = [
  // Any route
  'validation_failed',
  'not_signed_in',
  'forbidden',
  'not_found',
  'rate_limited',
  'csrf',
  // The gateway in front of the services
  'unavailable',
  'upstream_error',
  'upstream_timeout',
  'overloaded',
  // Sign-in, sign-up and the emailed links
  'invalid_credentials',
  'login_throttled',
  'signup_throttled',
  'busy',
  'account_suspended',
  'email_taken',
  'invalid_token',
  'already_verified',
  // Profile and onboarding
  'username_taken',
  'image_type',
  'image_too_large',
  'upload_failed',
  // Church membership
  'church_already_set',
  'invalid_join_link',
  'outranked',
  'not_yourself',
  'request_not_found',
  'member_not_found',
  'no_church',
  // Prayer wall
  'church_required',
  'session_outdated',
  'prayer_not_found',
  'not_prayer_author',
  'prayer_comment_not_found',
  'own_prayer_report',
  'prayer_already_reported',
  // Prayer circles
  'prayer_circle_not_found',
  'prayer_circle_not_member',
  'prayer_circle_invitation_invalid',
  'not_circle_owner',
  'prayer_circle_limit',
  'prayer_circle_full',
  'circle_owner_removal',
  'soap_entry_draft',
  // Bible
  'bible_translation_not_found',
  'bible_chapter_not_found',
  'bible_reference_invalid',
  'bible_passage_not_found',
  'bible_passage_too_long',
  'bible_note_not_found',
  'bible_comment_not_found',
  'not_comment_author',
  'discussion_church_required',
  // The S.O.A.P. journal
  'soap_entry_not_found',
  'soap_scripture_required',
  // Plan tiers (SPEC §6): the caller's individual plan does not include the feature
  'plan_tier_required',
  // Reading plans
  'reading_plan_not_found',
  'reading_plan_day_not_found',
  'reading_plan_not_started',
  'custom_plan_more_days_than_chapters',
  'custom_plan_too_long',
  // Audio routines
  'audio_routine_not_found',
  'audio_routine_limit',
  // Saved items
  'saved_item_not_found',
  'saved_verse_not_found',
  // The church directory and claiming a church
  'church_not_found',
  'church_already_claimed',
  'church_claim_open',
  'church_claim_not_found',
  'church_claim_closed',
  'church_claim_wrong_method',
  'church_claim_expired',
  'church_claim_code_wrong',
  'church_claim_no_domain',
  // Communities and campuses
  'community_not_found',
  'community_request_not_found',
  'community_member_not_found',
  'community_person_not_found',
  'community_already_member',
  'community_last_admin',
  'campus_not_found',
  'campus_name_taken',
  // Conversations (messages and chat)
  'conversation_not_found',
  'conversation_person_unknown',
  'conversation_not_group',
  'not_conversation_creator',
  'conversation_full',
  'message_not_found',
  'message_not_sender',
  'message_deleted',
  'message_edit_window_passed',
  'message_own_report',
  'message_already_reported',
  // Events
  'event_not_found',
  'event_not_organiser',
  'event_community_not_leader',
  'event_cancelled',
  'event_occurrence_not_found',
  'event_answer_missing',
  'event_recurrence_invalid',
  'event_not_check_in_staff',
  'event_check_in_code_unknown',
  'event_calendar_not_found',
  // The directory and contacts
  'person_not_found',
  // Notifications
  'push_subscription_not_found',
  // Social Feed
  'social_feed_church_required',
  'feed_post_not_found',
  'feed_comment_not_found',
  'feed_image_not_found',
  'feed_image_unavailable',
  'feed_not_allowed',
  'feed_cannot_announce',
  'feed_own_post_report',
  'feed_already_reported',
  // Forums
  'forums_church_required',
  'forum_thread_not_found',
  'forum_post_not_found',
  'forum_category_not_found',
  'forum_category_name_taken',
  'forum_thread_locked',
  'forum_not_community_member',
  'forum_already_reported',
  'forum_own_post',
  'forum_category_has_threads',
  'forum_not_post_author',
  'forum_post_deleted',
  'forum_post_locked',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The code of each field problem of a 400. service-kit's parse() derives the general ones from the zod issue:
 * - `required`: missing, null, or a string that must have at least one character;
 * - `too_short` / `too_long` (strings, with `minimum` / `maximum` characters), `too_small` / `too_big` (numbers),
 *   `too_few` / `too_many` (lists), `not_integer`, `not_multiple_of`;
 * - `invalid_format` with `format` (email, url, uuid, regex…), `invalid_option` (not one of an enum's values),
 *   `invalid_type`, `unexpected_field` (a key the schema does not know), `invalid` (anything else).
 */
export const generalIssueCodes = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_few',
  'too_many',
  'not_integer',
  'not_multiple_of',
  'invalid_format',
  'invalid_option',
  'invalid_type',
  'unexpected_field',
  'invalid',
] as const;

/** Codes of rules a contract schema (through issueCode below) or a service names itself. */
export const ruleIssueCodes = [
  'password_common',
  'password_repetitive',
  'password_contains_personal_info',
  'username_taken',
  'username_characters',
  'control_characters',
  'duplicate_choice',
  'unknown_church',
  'church_email_domain',
  'unsupported_language',
] as const;

export const issueCodes = [...generalIssueCodes, ...ruleIssueCodes] as const;
export type IssueCode = (typeof issueCodes)[number];
export type RuleIssueCode = (typeof ruleIssueCodes)[number];

/**
 * A refinement's options that name its rule, so the issue it raises carries `code` rather than `invalid`:
 * `z.string().refine(check, issueCode('control_characters', 'Name must not contain control characters'))`.
 */
export const issueCode = (code: RuleIssueCode, message: string) => ({ message, params: { code } });

/** One field's problem in a 400: where, what in English, which rule, and the bound it broke. */
export const errorIssueSchema = z.object({
  /** The field (dotted for nested ones), or "(body)", "(query)", "(params)" for the input as a whole. */
  path: z.string(),
  message: z.string(),
  code: z.enum(issueCodes),
  /** With too_short, too_small and too_few: the least allowed (characters, value or items). */
  minimum: z.number().optional(),
  /** With too_long, too_big and too_many: the most allowed. */
  maximum: z.number().optional(),
  /** With invalid_format: which format (email, url, uuid, regex…). */
  format: z.string().optional(),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** DESIGN "Errors": every error response has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes).optional(),
  /** With a 400 (code "validation_failed", or the code of the one rule broken): each field's problem. */
  issues: z.array(errorIssueSchema).optional(),
  /** With a 403 (code "forbidden"): the SPEC §6 access level the refused call needs. */
  requiredAccess: z.enum(accessLevels).optional(),
  /** With a 403 (code "plan_tier_required"): the least individual plan that includes the feature (SPEC §6). */
  requiredPlanTier: z.enum(individualPlanTiers).optional(),
  /** With a 403 (code "plan_tier_required"): where the plans are compared and chosen. */
  upgradePath: z.string().optional(),
  /** With a 429 or 503: how long to wait before trying again (also in the Retry-After header). */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
