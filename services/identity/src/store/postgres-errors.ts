/** PostgreSQL error codes the stores turn into answers rather than failures. */
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** unique_violation: another row already holds the value. */
export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';

/** foreign_key_violation: the row refers to one that does not exist (a user deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
