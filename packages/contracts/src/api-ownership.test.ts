import { apiOwnership, serviceForPath } from './api-ownership';

describe('serviceForPath', () => {
  it('sends a path to the service whose prefix holds it, with its sub-paths', () => {
    expect(serviceForPath('/api/prayers')).toBe('worship');
    expect(serviceForPath('/api/prayers/42/pray')).toBe('worship');
    expect(serviceForPath('/api/auth/user')).toBe('identity');
    expect(serviceForPath('/api/notifications/mark-all-read')).toBe('connect');
  });

  it('does not match a prefix that is only the start of a longer word', () => {
    expect(serviceForPath('/api/prayersx')).toBeUndefined();
    expect(serviceForPath('/api/unknown')).toBeUndefined();
  });

  it('lets the longest matching prefix win: the community-staff calls of SPEC §7 go to connect inside /api/auth', () => {
    for (const path of [
      '/api/auth/admin-communities',
      '/api/auth/pending-staff-invitations',
      '/api/auth/mark-staff-invitations-read',
      '/api/auth/admin-notifications',
    ]) {
      expect([path, serviceForPath(path)]).toEqual([path, 'connect']);
    }
    expect(serviceForPath('/api/auth/user-role')).toBe('identity');
    expect(serviceForPath('/api/auth/admin-communities-export')).toBe('identity');
  });

  it('sends the contact forms and every price list to marketing, and nothing else that starts like them', () => {
    expect(serviceForPath('/api/contact')).toBe('marketing');
    // A member's contacts are connect's: a prefix owns whole path segments, not what merely starts like it.
    expect(serviceForPath('/api/contacts')).toBe('connect');
    expect(serviceForPath('/api/contact-forms')).toBeUndefined();
    for (const list of ['individual', 'church', 'boost-packs']) expect(serviceForPath(`/api/country/pricing/${list}/DE`)).toBe('marketing');
  });

  it('gives every prefix exactly one owner', () => {
    const prefixes = Object.values(apiOwnership).flat();
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
