import type { OnboardingState } from '@koinonia/contracts';
import type { ApiErrorIssue } from '@koinonia/api-client';

/** What the flow gives every step: the saved progress and how to save, skip or go back. */
export interface StepProps {
  state: OnboardingState;
  saving: boolean;
  /** The failure of the last save, if any, with its field issues. */
  error: Error | null;
  issues: readonly ApiErrorIssue[];
  save(body: unknown): void;
  onBack?: () => void;
}

/** The message of a failure that is not about one of the listed fields. */
export function generalError(error: Error | null, issues: readonly ApiErrorIssue[], fields: readonly string[]): string | null {
  if (!error) return null;
  return issues.some((issue) => fields.includes(issue.path)) ? null : error.message;
}
