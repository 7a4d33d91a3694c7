/**
 * English: what a failed call says, in the reader's language (shell-contract's useErrorText): `error.<code>` for
 * the code of an error answer (with `{minutes}`, `{seconds}` or `{access}`), `error.status.*` and
 * `error.network` for api-client's own texts, `error.field.<code>` for a field's problem (with `{minimum}` or
 * `{maximum}`). English readers see the server's own sentence instead (English loads no dictionary); these are
 * the source each language translates. A section's own codes (the prayer wall's) live in that section.
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  // A failed call, by the code of its answer (packages/contracts errors.ts errorCodes).
  'error.validation_failed': 'Some fields are not valid',
  'error.not_signed_in': 'Your session has ended. Please sign in again.',
  'error.forbidden': "You don't have access to this.",
  'error.forbidden.access': 'This needs {access} access.',
  'error.not_found': 'This could not be found. It may have been removed.',
  'error.rate_limited': 'Too many requests. Please wait a few minutes and try again.',
  'error.forums_church_required': 'Join a church to take part in its forums.',
  'error.forum_thread_not_found': 'This thread was not found.',
  'error.forum_post_not_found': 'This post was not found.',
  'error.forum_category_not_found': 'Choose one of the categories.',
  'error.forum_category_name_taken': 'Your church has a category of that name already.',
  'error.forum_thread_locked': 'This thread is locked: it takes no new replies.',
  'error.forum_not_community_member': 'Only members of this community post in its forum.',
  'error.forum_already_reported': 'You have reported this post already.',
  'error.forum_own_post': 'You cannot report your own post.',
  'error.forum_category_has_threads': 'This category still has threads: it can be deleted once it has none.',
  'error.forum_not_post_author': 'Only its author can change or delete a post.',
  'error.forum_post_deleted': 'This post was deleted.',
  'error.forum_post_locked': 'This thread is locked: its posts can no longer be changed.',
  'error.csrf': 'This request was refused for your safety. Reload the page and try again.',
  'error.unavailable': 'This is unavailable right now. Please try again shortly.',
  'error.upstream_error': 'This part of Koinonia is unavailable right now. Please try again shortly.',
  'error.upstream_timeout': 'This took too long to answer. Please try again.',
  'error.overloaded': 'Koinonia is very busy right now. Please try again in a few seconds.',
  'error.invalid_credentials': 'Invalid email or password',
  'error.login_throttled':
    'Too many sign-in attempts. Please try again in {minutes} min, or email yourself a sign-in link.',
  'error.signup_throttled': 'Too many sign-ups from this network. Please try again in {minutes} min.',
  'error.busy': 'Too many people are signing in right now. Please try again in a few seconds.',
  'error.account_suspended': 'This account is suspended. Contact support for help.',
  'error.email_taken': 'An account with this email already exists',
  'error.invalid_token': 'This link is invalid or has expired. Ask for a new one.',
  'error.already_verified': 'Your email is already verified',
  'error.username_taken': 'That username is already taken',
  'error.image_type': 'Upload a JPEG, PNG or WebP image',
  'error.image_too_large': 'The image must be at most 2 MB',
  'error.upload_failed': 'The upload did not arrive whole. Please try again.',
  'error.church_already_set': 'You already belong to a church. A church administrator can move you to another one.',
  'error.invalid_join_link': 'This join link is not valid. Ask the church for a new one.',
  'error.outranked': 'You can only give roles up to your own, to people below or at your own role',
  'error.not_yourself': 'You cannot change your own role or membership',
  'error.request_not_found': 'This person has not asked to join your church',
  'error.member_not_found': 'This person is not a member of your church',
  'error.no_church': 'You are not on the staff of a church',
  // A failure api-client describes itself (SPEC §8): no answer, or an answer without a JSON body.
  'error.network': 'Koinonia could not be reached. Check your connection and try again.',
  'error.status.401': 'Authentication required. Please refresh the page and try again.',
  'error.status.403': 'Access denied. Please check your permissions.',
  'error.status.500': 'Server error. Please try again in a moment.',
  'error.status.other': 'Request failed ({status}). Please try again.',
  // A field problem, by its issue code; {minimum} and {maximum} are the bound broken.
  'error.field.required': 'This field is required',
  'error.field.too_short': 'Use at least {minimum} characters',
  'error.field.too_long': 'Use at most {maximum} characters',
  'error.field.too_small': 'Enter {minimum} or more',
  'error.field.too_big': 'Enter {maximum} or less',
  'error.field.too_few': 'Choose at least {minimum}',
  'error.field.too_many': 'Choose at most {maximum}',
  'error.field.not_integer': 'Enter a whole number',
  'error.field.not_multiple_of': 'Enter a number in the allowed steps',
  'error.field.invalid_format': 'This is not in the expected form',
  'error.field.invalid_format.email': 'Enter a valid email address',
  'error.field.invalid_format.url': 'Enter a valid web address',
  'error.field.invalid_format.uuid': 'This is not a valid identifier',
  'error.field.invalid_option': 'Choose one of the options',
  'error.field.invalid_type': 'This value is not of the right kind',
  'error.field.unexpected_field': 'This field is not expected here',
  'error.field.invalid': 'This value is not valid',
  'error.field.password_common': 'This password is too common. Choose one that is harder to guess.',
  'error.field.password_repetitive':
    'This password is one character repeated, or only spaces. Choose one that is harder to guess.',
  'error.field.password_contains_personal_info': 'This password contains your name or email. Choose one that does not.',
  'error.field.username_taken': 'That username is already taken',
  'error.field.username_characters': "Use only letters, digits, '.' and '_'",
  'error.field.control_characters': 'Remove line breaks and other control characters',
  'error.field.duplicate_choice': 'Choose each option only once',
  'error.field.unknown_church': 'Choose a church from the list',
  'error.field.unsupported_language': 'Choose one of the supported languages',
  // Social feed
  'error.social_feed_church_required': 'Join a church to post on its social feed',
  'error.feed_post_not_found': 'This post was not found',
  'error.feed_comment_not_found': 'This comment was not found',
  'error.feed_image_not_found': 'This image was not found',
  'error.feed_image_unavailable': 'Add only images you uploaded for this post',
  'error.feed_not_allowed': 'Only its author or its moderators may do that',
  'error.feed_cannot_announce': 'Only the church’s staff, or a community’s leaders for it, may post announcements',
  'error.feed_own_post_report': 'You cannot report your own post',
  'error.feed_already_reported': 'You have reported this post already',
} as const;

export type ErrorsTranslationKey = keyof typeof dictionary;
export type ErrorsTranslations = Readonly<Record<ErrorsTranslationKey, string>>;

export default dictionary satisfies ErrorsTranslations;
