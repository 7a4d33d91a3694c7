import type { Database } from '@koinonia/service-kit';
import {
  DEMO_CHURCH,
  DEMO_GROUP_COMMUNITY,
  DEMO_MINISTRY_COMMUNITY,
  demoAccount,
  type CommunityPrivacy,
  type CommunityRole,
  type CommunityType,
  type Role,
} from '@koinonia/contracts';

/** The demo church's campuses. */
export const DEMO_CAMPUSES = {
  main: { id: '00000000-0000-4000-8000-00000000c501', name: 'Main Campus', address: '12 Chapel Street' },
  north: { id: '00000000-0000-4000-8000-00000000c502', name: 'North Campus', address: '48 Hillside Road' },
};

/** A community one asks to join (its admin is the demo group admin) and one the church does not see. */
export const DEMO_BY_REQUEST_COMMUNITY = { id: '00000000-0000-4000-8000-00000000c301', name: "Men's Bible Study" };
export const DEMO_HIDDEN_COMMUNITY = { id: '00000000-0000-4000-8000-00000000c401', name: 'Pastoral Care Team' };

interface SeededCommunity {
  id: string;
  name: string;
  type: CommunityType;
  privacy: CommunityPrivacy;
  campusId: string | null;
  description: string;
  members: Array<[Role, CommunityRole]>;
}

const communities: SeededCommunity[] = [
  {
    ...DEMO_GROUP_COMMUNITY,
    type: 'group',
    privacy: 'open',
    campusId: DEMO_CAMPUSES.main.id,
    description: 'Twenty- and thirty-somethings meeting on Thursday nights to study, pray and share a meal.',
    members: [
      ['group_admin', 'admin'],
      ['leader', 'leader'],
      ['member', 'member'],
    ],
  },
  {
    ...DEMO_MINISTRY_COMMUNITY,
    type: 'ministry',
    privacy: 'open',
    campusId: DEMO_CAMPUSES.main.id,
    description: 'Musicians, singers and the sound team who lead Sunday worship.',
    members: [
      ['ministry_admin', 'admin'],
      ['pastor', 'leader'],
      ['member', 'member'],
    ],
  },
  {
    ...DEMO_BY_REQUEST_COMMUNITY,
    type: 'group',
    privacy: 'by_request',
    campusId: DEMO_CAMPUSES.north.id,
    description: 'Saturday breakfast and a chapter of Proverbs; ask to join and the group admin will welcome you.',
    members: [
      ['group_admin', 'admin'],
      ['leader', 'member'],
    ],
  },
  {
    ...DEMO_HIDDEN_COMMUNITY,
    type: 'ministry',
    privacy: 'hidden',
    campusId: null,
    description: 'The pastors and elders who visit the sick and care for members in crisis.',
    members: [
      ['ministry_admin', 'admin'],
      ['pastor', 'leader'],
    ],
  },
];

/**
 * DESIGN "Demo data": the demo church's campuses and communities — open, by request and hidden — with members in
 * each, so every state of the directory shows.
 */
export async function seedDemoCommunities(db: Database): Promise<void> {
  await db('connect.campuses')
    .insert(Object.values(DEMO_CAMPUSES).map((campus) => ({ ...campus, church_id: DEMO_CHURCH.id })))
    .onConflict('id')
    .ignore();
  for (const community of communities) {
    await db('connect.communities')
      .insert({
        id: community.id,
        church_id: DEMO_CHURCH.id,
        name: community.name,
        type: community.type,
        privacy: community.privacy,
        campus_id: community.campusId,
        description: community.description,
      })
      .onConflict('id')
      .ignore();
    await db('connect.community_members')
      .insert(
        community.members.map(([role, communityRole]) => ({
          community_id: community.id,
          user_id: demoAccount(role).id,
          role: communityRole,
        })),
      )
      .onConflict(['community_id', 'user_id'])
      .ignore();
  }
}
