import { z } from 'zod';

/** DESIGN "Errors": every error response has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
