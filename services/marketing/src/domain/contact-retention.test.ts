import { CONTACT_MESSAGE_RETENTION_MONTHS } from '@koinonia/contracts';
import { contactRetentionCutoff } from './contact-retention';

describe('contactRetentionCutoff', () => {
  it('is 24 months before now, to the second', () => {
    expect(CONTACT_MESSAGE_RETENTION_MONTHS).toBe(24);
    expect(contactRetentionCutoff(new Date('2026-11-23T07:30:15.000Z')).toISOString()).toBe('2024-11-23T07:30:15.000Z');
  });

  it('moves a 29 February that has no match two years earlier to 1 March', () => {
    expect(contactRetentionCutoff(new Date('2028-02-29T12:00:00.000Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});
