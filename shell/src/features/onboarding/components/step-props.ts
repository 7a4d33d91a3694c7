import type { OnboardingState } from '@koinonia/contracts';

/** The last save's failure, already in the reader's language (shell-contract's useErrorText). */
export interface StepFailure {
  message: string;
  /** Each field's problem by the field's name. */
  fieldErrors: Readonly<Record<string, string>>;
}

/** What the flow gives every step: the saved progress and how to save, skip or go back. */
export interface StepProps {
  state: OnboardingState;
  saving: boolean;
  failure: StepFailure | null;
  save(body: unknown): void;
  onBack?: () => void;
}

/** The message of a failure that is not about one of the listed fields (those show beside the field). */
export function generalError(failure: StepFailure | null, fields: readonly string[]): string | null {
  if (!failure) return null;
  return fields.some((field) => Object.hasOwn(failure.fieldErrors, field)) ? null : failure.message;
}
