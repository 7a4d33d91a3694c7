import {
  canCreate,
  canManage,
  canReviewRequests,
  canSee,
  canSeeMembers,
  joinOutcome,
  managementAccess,
  standingOf,
  takesAwayLastAdmin,
  toCommunity,
  type CommunityReader,
  type CommunityRecord,
} from './domain';

const CHURCH = '00000000-0000-4000-8000-00000000c001';
const reader = (role: CommunityReader['role'] = 'member', churchId = CHURCH): CommunityReader => ({
  userId: 'u1',
  churchId,
  role,
});
const community = (overrides: Partial<CommunityRecord> = {}): CommunityRecord => ({
  id: 'c1',
  churchId: CHURCH,
  name: 'Young Adults',
  type: 'group',
  description: '',
  privacy: 'open',
  campus: null,
  memberCount: 3,
  readerRole: null,
  readerRequested: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describe('who sees a community', () => {
  it("shows open and by-request communities to their church, and never another church's", () => {
    expect(canSee(community(), reader())).toBe(true);
    expect(canSee(community({ privacy: 'by_request' }), reader())).toBe(true);
    expect(canSee(community(), reader('church_admin', 'another-church'))).toBe(false);
  });

  it('shows a hidden community to its members and the church staff only', () => {
    const hidden = community({ privacy: 'hidden' });
    expect(canSee(hidden, reader('member'))).toBe(false);
    expect(canSee(hidden, reader('group_admin'))).toBe(false);
    expect(canSee({ ...hidden, readerRole: 'member' }, reader('member'))).toBe(true);
    expect(canSee(hidden, reader('pastor'))).toBe(true);
    expect(canSee(hidden, reader('koinonia_owner'))).toBe(true);
  });

  it("shows an open community's members to the church, others' to their members", () => {
    expect(canSeeMembers(community(), reader())).toBe(true);
    expect(canSeeMembers(community({ privacy: 'by_request' }), reader())).toBe(false);
    expect(canSeeMembers(community({ privacy: 'by_request', readerRole: 'member' }), reader())).toBe(true);
  });
});

describe('who runs a community', () => {
  it('lets its admins and the church staff manage it, and its leaders answer requests', () => {
    expect(canManage(community({ readerRole: 'admin' }), reader())).toBe(true);
    expect(canManage(community({ readerRole: 'leader' }), reader())).toBe(false);
    expect(canManage(community(), reader('church_admin'))).toBe(true);
    expect(canManage(community(), reader('group_admin'))).toBe(false);
    expect(canReviewRequests(community({ readerRole: 'leader' }), reader())).toBe(true);
    expect(canReviewRequests(community({ readerRole: 'member' }), reader())).toBe(false);
  });

  it('lets the church staff create any type, group and ministry admins their own', () => {
    expect(canCreate('other', 'pastor')).toBe(true);
    expect(canCreate('group', 'group_admin')).toBe(true);
    expect(canCreate('ministry', 'group_admin')).toBe(false);
    expect(canCreate('ministry', 'ministry_admin')).toBe(true);
    expect(canCreate('other', 'ministry_admin')).toBe(false);
    expect(canCreate('group', 'member')).toBe(false);
    expect(canCreate('group', 'leader')).toBe(false);
  });

  it('names the admin section of its type when refusing', () => {
    expect([managementAccess('group'), managementAccess('ministry'), managementAccess('other')]).toEqual([
      'group_admin',
      'ministry_admin',
      'staff',
    ]);
  });
});

describe('joining', () => {
  it('takes members into open communities, asks for by-request ones and hides hidden ones', () => {
    expect(joinOutcome(community(), reader())).toBe('member');
    expect(joinOutcome(community({ privacy: 'by_request' }), reader())).toBe('request');
    expect(joinOutcome(community({ privacy: 'hidden' }), reader())).toBe('not_found');
    expect(joinOutcome(community({ privacy: 'hidden' }), reader('church_admin'))).toBe('member');
    expect(joinOutcome(community({ readerRole: 'member' }), reader())).toBe('already');
  });

  it("tells the reader's standing", () => {
    expect(standingOf(community())).toBe('none');
    expect(standingOf(community({ readerRequested: true }))).toBe('requested');
    expect(standingOf(community({ readerRole: 'leader' }))).toBe('leader');
    expect(toCommunity(community({ readerRole: 'admin' }), reader())).toMatchObject({
      myStanding: 'admin',
      canManage: true,
      canDelete: false,
    });
  });
});

describe('the last admin', () => {
  it('may not leave, be demoted or be removed; another admin may', () => {
    expect(takesAwayLastAdmin('admin', null, 1)).toBe(true);
    expect(takesAwayLastAdmin('admin', 'member', 1)).toBe(true);
    expect(takesAwayLastAdmin('admin', 'admin', 1)).toBe(false);
    expect(takesAwayLastAdmin('admin', null, 2)).toBe(false);
    expect(takesAwayLastAdmin('member', null, 1)).toBe(false);
  });
});
