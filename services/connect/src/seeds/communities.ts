import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, DEMO_GROUP_COMMUNITY, DEMO_MINISTRY_COMMUNITY, demoAccount } from '@koinonia/contracts';
import { insertCommunity, insertMembers } from '../store/communities';

/** DESIGN "Demo data": the demo church's group and ministry communities, with members in each. */
export async function seedDemoCommunities(db: Database): Promise<void> {
  await insertCommunity(db, {
    ...DEMO_GROUP_COMMUNITY,
    churchId: DEMO_CHURCH.id,
    type: 'group',
    description: 'Twenty- and thirty-somethings meeting on Thursday nights to study, pray and share a meal.',
  });
  await insertMembers(db, DEMO_GROUP_COMMUNITY.id, [
    { userId: demoAccount('group_admin').id, role: 'admin' },
    { userId: demoAccount('leader').id, role: 'leader' },
    { userId: demoAccount('member').id, role: 'member' },
  ]);
  await insertCommunity(db, {
    ...DEMO_MINISTRY_COMMUNITY,
    churchId: DEMO_CHURCH.id,
    type: 'ministry',
    description: 'Musicians, singers and the sound team who lead Sunday worship.',
  });
  await insertMembers(db, DEMO_MINISTRY_COMMUNITY.id, [
    { userId: demoAccount('ministry_admin').id, role: 'admin' },
    { userId: demoAccount('pastor').id, role: 'leader' },
    { userId: demoAccount('member').id, role: 'member' },
  ]);
}
