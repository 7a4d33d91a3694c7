/** The HTTP status of a failed call, read by shape (a remote's ApiError is not the shell's class). */
export function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A circle, or an invitation, that does not exist for the reader: not found (or not theirs, which the service
 * answers the same way so as not to tell), or a path that could never name one (a 400 on its id or code).
 */
export const isNotThere = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 400;
