import { adminCommunitiesResponse } from './domain';

const group = { id: 'g', name: 'Young Adults', type: 'group' as const };
const ministry = { id: 'm', name: 'Worship', type: 'ministry' as const };
const other = { id: 'o', name: 'Hospitality', type: 'other' as const };

describe('adminCommunitiesResponse', () => {
  it('SPEC §6: group and ministry admin access follow the types of the administered communities', () => {
    const both = adminCommunitiesResponse('member', [ministry, group]);
    expect(both).toMatchObject({
      hasAdminAccess: true,
      hasGroupAdminAccess: true,
      hasMinistryAdminAccess: true,
      type: 'ministry',
      globalAdminRole: null,
    });
    expect(both.data).toEqual([
      { ...ministry, role: 'admin' },
      { ...group, role: 'admin' },
    ]);
  });

  it('gives admin access, but neither group nor ministry access, for an other-type community', () => {
    expect(adminCommunitiesResponse('member', [other])).toMatchObject({
      hasAdminAccess: true,
      hasGroupAdminAccess: false,
      hasMinistryAdminAccess: false,
      type: 'other',
    });
  });

  it('SPEC §6: names a church admin role as the global admin role, and no other', () => {
    expect(adminCommunitiesResponse('lead_pastor', []).globalAdminRole).toBe('lead_pastor');
    expect(adminCommunitiesResponse('regional_admin', []).hasAdminAccess).toBe(true);
    expect(adminCommunitiesResponse('group_admin', [])).toEqual({
      hasAdminAccess: false,
      hasGroupAdminAccess: false,
      hasMinistryAdminAccess: false,
      type: null,
      data: [],
      globalAdminRole: null,
    });
  });
});
