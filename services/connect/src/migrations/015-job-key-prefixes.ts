import { jobKeyPrefixMigration } from '@koinonia/service-kit';

/** Cancelling an RSVP's reminders reads an index of job keys, not every waiting job (found by npm run bench). */
export const createJobKeyPrefixes = jobKeyPrefixMigration('015-job-key-prefixes', 'connect');
