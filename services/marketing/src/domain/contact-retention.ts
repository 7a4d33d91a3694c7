import { CONTACT_MESSAGE_RETENTION_MONTHS } from '@koinonia/contracts';

/**
 * The moment before which a contact message has been kept long enough: the same calendar day and time
 * CONTACT_MESSAGE_RETENTION_MONTHS months earlier, in UTC.
 */
export function contactRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_MESSAGE_RETENTION_MONTHS);
  return cutoff;
}
