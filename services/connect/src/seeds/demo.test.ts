import { demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

const count = async (table: string) => Number((await service.db(table).count<Array<{ count: string }>>('* as count'))[0]?.count);

describe('connect demo data', () => {
  it('seeds five upcoming events and three or four notifications per demo account', async () => {
    expect(await count('connect.events')).toBe(5);
    const perUser = await service.db('connect.notifications').select('user_id').count<Array<{ user_id: string; count: string }>>('* as count').groupBy('user_id');
    expect(perUser).toHaveLength(9);
    for (const row of perUser) expect([3, 4]).toContain(Number(row.count));
  });

  it('can run again on every start: nothing doubles, read marks stay, past demo events move to the coming week', async () => {
    const member = demoAccount('member');
    const notificationsBefore = await count('connect.notifications');
    await service.db('connect.notifications').where({ user_id: member.id }).update({ is_read: true });
    await service.db('connect.events').update({ starts_at: new Date('2020-01-05T10:00:00Z'), ends_at: new Date('2020-01-05T11:30:00Z') });

    await connectService.prepareDatabase(service.db, { seed: true });

    expect(await count('connect.events')).toBe(5);
    expect(await count('connect.notifications')).toBe(notificationsBefore);
    const unread = await service.db('connect.notifications').where({ user_id: member.id, is_read: false });
    expect(unread).toHaveLength(0);
    const pastEvents = await service.db('connect.events').where('ends_at', '<', new Date());
    expect(pastEvents).toHaveLength(0);
  });

  it('gives the demo member a conversation with the leader and a home group, read, made once however often it runs', async () => {
    const member = demoAccount('member');
    const leader = demoAccount('leader');
    const theirs = () =>
      service
        .db('connect.conversations as conversation')
        .join('connect.conversation_members as mine', 'mine.conversation_id', 'conversation.id')
        .where('mine.user_id', member.id)
        .whereIn('conversation.id', service.db('connect.conversation_messages').select('conversation_id'))
        .select('conversation.id', 'conversation.kind', 'conversation.title', 'mine.last_read_sequence', 'conversation.last_sequence');
    const before = await theirs();
    await connectService.prepareDatabase(service.db, { seed: true });
    const after = await theirs();
    expect(after).toEqual(before);
    const direct = after.find((row: { kind: string }) => row.kind === 'direct');
    const home = after.find((row: { title: string | null }) => row.title === 'Thursday home group');
    expect(direct).toBeTruthy();
    expect(home).toBeTruthy();
    const directMembers = await service.db('connect.conversation_members').where({ conversation_id: direct.id }).pluck('user_id');
    expect(directMembers.sort()).toEqual([leader.id, member.id].sort());
    for (const conversation of [direct, home]) {
      expect(Number(conversation.last_sequence)).toBeGreaterThanOrEqual(5);
      expect(Number(conversation.last_read_sequence)).toBe(Number(conversation.last_sequence));
    }
  });
});
