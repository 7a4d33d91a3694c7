import { z } from 'zod';
import { noControlCharacters } from './text-rules';

const noControl = noControlCharacters('Search', false);

/**
 * Words a member searches for: trimmed, within bounds, and with no control character — PostgreSQL text holds no NUL
 * (a search with one was a 500), and a search has no line breaks.
 */
export const searchWords = (max: number, { min = 0 }: { min?: number } = {}) =>
  z
    .string()
    .trim()
    .min(min, `Search for at least ${min} characters`)
    .max(max, `Search for at most ${max} characters`)
    .refine(noControl.check, noControl.options);
