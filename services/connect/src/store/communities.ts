import type { Database } from '@koinonia/service-kit';
import type { CommunityType } from '@koinonia/contracts';

export interface MyCommunityRow {
  id: string;
  name: string;
  type: CommunityType;
  description: string;
  my_role: 'member' | 'leader' | 'admin';
  member_count: string | number;
}

/** The communities of the caller's church that the caller belongs to, with their size. */
export function listMyCommunities(db: Database, options: { churchId: string; userId: string }): Promise<MyCommunityRow[]> {
  return db('connect.communities as community')
    .join('connect.community_members as mine', function joinMine() {
      this.on('mine.community_id', '=', 'community.id').andOn('mine.user_id', '=', db.raw('?', [options.userId]));
    })
    .where('community.church_id', options.churchId)
    .select(
      'community.id',
      'community.name',
      'community.type',
      'community.description',
      'mine.role as my_role',
      db('connect.community_members as everyone').count('*').whereRaw('everyone.community_id = community.id').as('member_count'),
    )
    .orderBy([{ column: 'community.name' }, { column: 'community.id' }]);
}

export async function insertCommunity(
  db: Database,
  community: { id: string; churchId: string; name: string; type: CommunityType; description: string },
): Promise<void> {
  await db('connect.communities')
    .insert({ id: community.id, church_id: community.churchId, name: community.name, type: community.type, description: community.description })
    .onConflict('id')
    .ignore();
}

export async function insertMembers(db: Database, communityId: string, members: Array<{ userId: string; role: MyCommunityRow['my_role'] }>): Promise<void> {
  await db('connect.community_members')
    .insert(members.map((member) => ({ community_id: communityId, user_id: member.userId, role: member.role })))
    .onConflict(['community_id', 'user_id'])
    .ignore();
}
