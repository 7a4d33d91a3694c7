/**
 * Keys whose strings moved to the errors section, still answered by GET /api/translations/core/{code}
 * with the text of the key that replaced them: a remote is released on its own, so a build made before the move
 * may still be the one on the page. Drop an entry once no deployed build asks for it.
 */
export const retiredKeys = {
  'auth.error.loginThrottled': 'error.login_throttled',
  'auth.error.signupThrottled': 'error.signup_throttled',
  'auth.error.busy': 'error.busy',
  'auth.error.accountSuspended': 'error.account_suspended',
  'auth.error.passwordCommon': 'error.field.password_common',
  'auth.error.passwordRepetitive': 'error.field.password_repetitive',
  'auth.error.passwordPersonal': 'error.field.password_contains_personal_info',
  'memberManagement.error.outranked': 'error.outranked',
  'memberManagement.error.notYourself': 'error.not_yourself',
  'memberManagement.error.requestNotFound': 'error.request_not_found',
  'memberManagement.error.memberNotFound': 'error.member_not_found',
  'memberManagement.error.noChurch': 'error.no_church',
  'profile.photoError.type': 'error.image_type',
  'profile.photoError.size': 'error.image_too_large',
} as const;
export type RetiredKey = keyof typeof retiredKeys;
