import { z } from 'zod';
import { accessLevels } from './access-levels';

/** DESIGN "Errors": every error response has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** Each field's problem; `code`, when given, names the rule broken (e.g. "password_common"). */
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
  /** With a 403 (code "forbidden"): the SPEC §6 access level the refused call needs. */
  requiredAccess: z.enum(accessLevels).optional(),
  /** With a 429 or 503: how long to wait before trying again (also in the Retry-After header). */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
