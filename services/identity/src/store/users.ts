import type { Database } from '@koinonia/service-kit';
import type { AccountStatus, CurrentUser, IndividualPlanTier, Role } from '@koinonia/contracts';

const USERS = 'identity.users';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string | null;
  password_hash: string;
  role: Role;
  /** The church the user belongs to (accepted by its staff); a request to join one is not this. */
  church_id: string | null;
  status: AccountStatus;
  /** Their individual plan (SPEC §6 plan tiers); Disciple until they choose another. */
  plan_tier: IndividualPlanTier;
  preferred_language: string | null;
  country: string | null;
  profile_image_url: string | null;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    username: row.username,
    preferredLanguage: row.preferred_language,
    profileImageUrl: row.profile_image_url,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    isAuthenticated: true,
    country: row.country,
  };
}

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db<UserRow>(USERS).where({ email }).first();
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db<UserRow>(USERS).where({ id }).first();
}

export interface NewUser {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role?: Role;
  churchId?: string | null;
  planTier?: IndividualPlanTier;
  emailVerified?: boolean;
  phoneVerified?: boolean;
}

/** Inserts the user; returns undefined when the email is already taken. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const verifiedAt = (flag?: boolean) => (flag ? db.fn.now() : null);
  const [row] = await db<UserRow>(USERS)
    .insert({
      ...(user.id ? { id: user.id } : {}),
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      role: user.role ?? 'member',
      church_id: user.churchId ?? null,
      plan_tier: user.planTier ?? 'disciple',
      email_verified_at: verifiedAt(user.emailVerified) as never,
      phone_verified_at: verifiedAt(user.phoneVerified) as never,
    })
    .onConflict('email')
    .ignore()
    .returning('*');
  return row;
}
