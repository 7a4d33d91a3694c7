import { useMemo } from 'react';
import { useLanguage } from '../shell-context';
import { errorMessageOf, fieldErrorsOf } from './error-text';

export interface ErrorText {
  /**
   * A failed call in the reader's language: `error.<code>` when the server named its error (with `{minutes}`,
   * `{seconds}` and `{access}` filled in), a 400 about one field as that field's problem, api-client's network and
   * status texts, else the server's own message.
   */
  messageOf(error: unknown): string;
  /**
   * Each field problem of a 400 in the reader's language, keyed by the path ("firstName", "address.city"):
   * `error.field.<code>` with `{minimum}` / `{maximum}`, else the server's text for that field.
   */
  fieldErrorsOf(error: unknown): Record<string, string>;
}

/** How the shell and every section turn a failed call into text a reader of any of the 31 languages can read. */
export function useErrorText(): ErrorText {
  const { t } = useLanguage();
  return useMemo(
    () => ({
      messageOf: (error: unknown) => errorMessageOf(error, t),
      fieldErrorsOf: (error: unknown) => fieldErrorsOf(error, t),
    }),
    [t],
  );
}
