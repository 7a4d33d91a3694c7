import { onboardingSteps, type Interest, type OnboardingStep } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';

const ONBOARDING = 'identity.onboarding';
const USERS = 'identity.users';

export interface OnboardingRow {
  user_id: string;
  completed_steps: OnboardingStep[];
  interests: Interest[];
  completed_at: Date | null;
}

export function findOnboarding(db: Database, userId: string): Promise<OnboardingRow | undefined> {
  return db<OnboardingRow>(ONBOARDING).where({ user_id: userId }).first();
}

/**
 * Records a saved step (kept in the flow's order, each once) and, for the interests step, the choice.
 * Saving the last step marks onboarding complete.
 */
export async function recordOnboardingStep(
  db: Database,
  userId: string,
  step: OnboardingStep,
  changes: { interests?: Interest[] } = {},
): Promise<void> {
  const current = await findOnboarding(db, userId);
  const done = new Set([...(current?.completed_steps ?? []), step]);
  const completedSteps = onboardingSteps.filter((candidate) => done.has(candidate));
  const isLast = step === onboardingSteps[onboardingSteps.length - 1];
  const row = {
    user_id: userId,
    completed_steps: completedSteps,
    interests: changes.interests ?? current?.interests ?? [],
    completed_at: isLast ? db.fn.now() : (current?.completed_at ?? null),
    updated_at: db.fn.now(),
  };
  await db(ONBOARDING).insert(row).onConflict('user_id').merge();
}

/** True when another user already has this username. */
export async function isUsernameTaken(db: Database, username: string, userId: string): Promise<boolean> {
  const row = await db(USERS).where({ username }).whereNot({ id: userId }).first('id');
  return row !== undefined;
}

export async function updateNames(
  db: Database,
  userId: string,
  names: { firstName: string; lastName: string; username?: string | null },
): Promise<void> {
  await db(USERS)
    .where({ id: userId })
    .update({
      first_name: names.firstName,
      last_name: names.lastName,
      ...(names.username === undefined ? {} : { username: names.username }),
      updated_at: db.fn.now(),
    });
}

export async function setPreferredLanguage(db: Database, userId: string, code: string): Promise<void> {
  await db(USERS).where({ id: userId }).update({ preferred_language: code, updated_at: db.fn.now() });
}
