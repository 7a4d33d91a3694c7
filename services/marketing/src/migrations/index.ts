import type { Migration } from '@koinonia/service-kit';

/** Nothing stored yet: the core translations ship with the code. Listed so the schema exists for what comes next. */
export const migrations: readonly Migration[] = [];
