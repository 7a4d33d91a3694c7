import type { Database } from '@koinonia/service-kit';
import { DEMO_GROUP_COMMUNITY, DEMO_MINISTRY_COMMUNITY, demoAccount } from '@koinonia/contracts';
import { insertAdminNotifications, insertStaffInvitations } from '../community-staff/database-store';

const seedId = (n: number) => `00000000-0000-4000-8000-0000000d${String(n).padStart(4, '0')}`;
const hoursAgo = (hours: number, now: Date) => new Date(now.getTime() - hours * 3_600_000);

/**
 * DESIGN "Demo data": the Worship Ministry has invited the demo member to lead (pending, unread) and the
 * pastor's invitation was accepted; each community's admin has news waiting in the bell.
 */
export async function seedDemoStaff(db: Database, now = new Date()): Promise<void> {
  const member = demoAccount('member');
  const pastor = demoAccount('pastor');
  const ministryAdmin = demoAccount('ministry_admin');
  await insertStaffInvitations(db, [
    {
      id: seedId(1),
      community_id: DEMO_MINISTRY_COMMUNITY.id,
      invited_user_id: member.id,
      invited_email: member.email,
      role: 'leader',
      invited_by: ministryAdmin.id,
      created_at: hoursAgo(3, now),
    },
    {
      id: seedId(2),
      community_id: DEMO_MINISTRY_COMMUNITY.id,
      invited_user_id: pastor.id,
      invited_email: pastor.email,
      role: 'leader',
      invited_by: ministryAdmin.id,
      is_read: true,
      accepted_at: hoursAgo(30, now),
      created_at: hoursAgo(50, now),
    },
  ]);
  await insertAdminNotifications(db, [
    {
      id: seedId(101),
      community_id: DEMO_MINISTRY_COMMUNITY.id,
      type: 'new_staff_member',
      title: 'New staff member',
      message: `${pastor.firstName} ${pastor.lastName} accepted the invitation to lead in ${DEMO_MINISTRY_COMMUNITY.name}.`,
      created_at: hoursAgo(30, now),
    },
    {
      id: seedId(102),
      community_id: DEMO_MINISTRY_COMMUNITY.id,
      type: 'content_edit_request',
      title: 'Content edit requested',
      message: `${pastor.firstName} ${pastor.lastName} asked to edit the Sunday set list description.`,
      created_at: hoursAgo(2, now),
    },
    {
      id: seedId(103),
      community_id: DEMO_GROUP_COMMUNITY.id,
      type: 'content_edit_request',
      title: 'Content edit requested',
      message: `A leader asked to edit the ${DEMO_GROUP_COMMUNITY.name} meeting notes.`,
      created_at: hoursAgo(4, now),
    },
  ]);
}
