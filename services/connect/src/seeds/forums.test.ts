import { DEMO_CHURCH, DEMO_GROUP_COMMUNITY, demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';
import { DEMO_FORUM_THREADS } from './forums';

let service: TestService;
const member = {
  userId: demoAccount('member').id,
  role: 'member' as const,
  churchId: DEMO_CHURCH.id,
  displayName: 'Miriam Okafor',
};

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

describe('the demo forums', () => {
  it('has categories and threads with replies: the welcome pinned first, one in the small group', async () => {
    const categories = await service.request('GET', '/api/forums/categories', { as: member });
    expect(categories.body.items.map((category: { name: string }) => category.name)).toEqual([
      'Bible Study',
      'General',
      'Prayer & Care',
    ]);
    const threads = (await service.request('GET', '/api/forums/threads', { as: member })).body.items;
    expect(threads[0]).toMatchObject({ title: DEMO_FORUM_THREADS.welcome.title, pinned: true, replyCount: 2 });
    expect(
      threads.find((thread: { community: { id: string } | null }) => thread.community?.id === DEMO_GROUP_COMMUNITY.id),
    ).toBeTruthy();
    const welcome = await service.request('GET', `/api/forums/threads/${DEMO_FORUM_THREADS.welcome.id}`, {
      as: member,
    });
    expect(welcome.body.opening.html).toContain('<strong>ask questions</strong>');
  });

  it('seeds again without doubling anything', async () => {
    const count = async (table: string) =>
      Number((await service.db(table).count<Array<{ count: string }>>('* as count'))[0]?.count);
    const before = [
      await count('connect.forum_threads'),
      await count('connect.forum_posts'),
      await count('connect.forum_categories'),
    ];
    await connectService.prepareDatabase(service.db, { seed: true });
    expect([
      await count('connect.forum_threads'),
      await count('connect.forum_posts'),
      await count('connect.forum_categories'),
    ]).toEqual(before);
  });
});
