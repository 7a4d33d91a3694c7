import { z } from 'zod';
import { individualPlanTiers } from './plans';
import { roleSchema } from './role-schema';
import { noControlCharacters } from './text-rules';

/** Bounds chosen for Koinonia: SPEC leaves them open (§5 "not shown"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));
/** An email as every form takes it (trimmed, lower case); the emailed-link requests use it too. */
export const emailSchema = email;

/** A first or last name; signup and the profile form share these bounds. */
export const personName = (label: string) => {
  const rule = noControlCharacters(label, false);
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
    .refine(rule.check, rule.options);
};

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginRequestSchema = z.strictObject({
  email,
  // No length rules at login: a wrong password is simply wrong.
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH * 4, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  password: passwordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** SPEC §3 "Current user". */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  username: z.string().nullable(),
  preferredLanguage: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  isAuthenticated: z.literal(true),
  country: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A person's name as others see it: first and last name. */
export const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();

/**
 * What the identity service tells the gateway after checking credentials (internal API): the user, their church
 * and their individual plan (SPEC §6 plan tiers), which the gateway asserts to the services with every call.
 */
export const sessionSubjectSchema = z.object({
  user: currentUserSchema,
  churchId: z.string().nullable(),
  planTier: z.enum(individualPlanTiers),
});
export type SessionSubject = z.infer<typeof sessionSubjectSchema>;
