import { DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
import { uuidFromKey, type Database } from '@koinonia/service-kit';
import { directPair } from '../conversations/domain';

const HOUR = 60 * 60 * 1000;

interface DemoConversation {
  key: string;
  kind: 'direct' | 'group';
  title: string | null;
  createdBy: string;
  memberIds: string[];
  /** Who wrote what, and how many hours before the seed ran. */
  messages: Array<[string, string, number]>;
}

const member = demoAccount('member').id;
const leader = demoAccount('leader').id;
const groupAdmin = demoAccount('group_admin').id;
const ministryAdmin = demoAccount('ministry_admin').id;

const demoConversations: DemoConversation[] = [
  {
    key: 'member-leader',
    kind: 'direct',
    title: null,
    createdBy: leader,
    memberIds: [leader, member],
    messages: [
      [leader, 'Hi Miriam, thank you for helping with the welcome table on Sunday. It made a real difference.', 50],
      [member, 'It was a joy! A family with two little ones came for the first time, I showed them the kids’ room.', 49],
      [leader, 'Wonderful. Would you be up for joining the welcome team once a month?', 48],
      [member, 'I would love that. Is there a training?', 30],
      [leader, 'Yes, after the second service next Sunday, about half an hour. Coffee is on me.', 29],
      [member, 'Perfect, see you there. I’ll keep the new family in my prayers this week.', 28],
    ],
  },
  {
    key: 'thursday-home-group',
    kind: 'group',
    title: 'Thursday home group',
    createdBy: groupAdmin,
    memberIds: [groupAdmin, member, ministryAdmin],
    messages: [
      [groupAdmin, 'Hello everyone! This Thursday we continue in Philippians, chapter 2. Doors open at 7.', 26],
      [ministryAdmin, 'Thanks Grace. I can bring a salad and some bread.', 25],
      [member, 'I’ll bring dessert. Can we also pray for my aunt? Her surgery is on Friday.', 24],
      [groupAdmin, 'Of course, Miriam. We will pray for her together on Thursday, and I’m praying already.', 23],
      [ministryAdmin, 'Praying too. Does anyone need a ride? I pass by the church around 6:40.', 6],
      [member, 'A ride would be great, thank you Samuel!', 5],
    ],
  },
];

/**
 * DESIGN "Demo data": the demo member has a conversation with the demo leader and a small home group, so /messages
 * is not empty on `npm start`. Each is made once (fixed ids; a direct pair that exists already is left alone), and
 * everything in them has been read, so no badge waits on a fresh start.
 */
export async function seedDemoConversations(db: Database): Promise<void> {
  const seededAt = Date.now();
  for (const demo of demoConversations) {
    const id = uuidFromKey(`demo-conversation:${demo.key}`);
    const messageTimes = demo.messages.map(([, , hoursAgo]) => new Date(seededAt - hoursAgo * HOUR));
    const createdAt = new Date(messageTimes[0]!.getTime() - HOUR);
    const lastActivityAt = messageTimes[messageTimes.length - 1]!;
    await db.transaction(async (trx) => {
      const inserted = await trx('connect.conversations')
        .insert({
          id,
          church_id: DEMO_CHURCH.id,
          kind: demo.kind,
          title: demo.title,
          created_by: demo.createdBy,
          direct_pair: demo.kind === 'direct' ? directPair(DEMO_CHURCH.id, demo.memberIds[0]!, demo.memberIds[1]!) : null,
          last_sequence: demo.messages.length,
          last_activity_at: lastActivityAt,
          created_at: createdAt,
        })
        .onConflict()
        .ignore()
        .returning('id');
      if (inserted.length === 0) return;
      await trx('connect.conversation_members').insert(
        demo.memberIds.map((userId) => ({
          conversation_id: id,
          user_id: userId,
          last_read_sequence: demo.messages.length,
          joined_at: createdAt,
        })),
      );
      await trx('connect.conversation_messages').insert(
        demo.messages.map(([senderId, body], index) => ({
          id: uuidFromKey(`demo-conversation:${demo.key}:${index + 1}`),
          conversation_id: id,
          sequence: index + 1,
          sender_id: senderId,
          body,
          created_at: messageTimes[index],
        })),
      );
    });
  }
}
