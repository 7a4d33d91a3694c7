import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, DEMO_FORUM_CATEGORIES, DEMO_GROUP_COMMUNITY, demoAccount, type Role } from '@koinonia/contracts';
import { listRank } from '../forums/domain';
import { renderPostMarkdown } from '../forums/markdown';

/** The demo church's threads: one pinned welcome, one in a category, one in the Young Adults Small Group. */
export const DEMO_FORUM_THREADS = {
  welcome: { id: '00000000-0000-4000-8000-00000000f201', title: 'Welcome to the church forums' },
  advent: { id: '00000000-0000-4000-8000-00000000f202', title: 'Book suggestions for Advent' },
  potluck: { id: '00000000-0000-4000-8000-00000000f203', title: 'Thursday potluck ideas' },
};

interface SeededPost {
  id: string;
  author: Role;
  markdown: string;
}

interface SeededThread {
  id: string;
  title: string;
  categoryId: string;
  communityId: string | null;
  pinned: boolean;
  /** How long ago it was started, in hours. */
  hoursAgo: number;
  opening: SeededPost;
  replies: SeededPost[];
}

const threads: SeededThread[] = [
  {
    ...DEMO_FORUM_THREADS.welcome,
    categoryId: DEMO_FORUM_CATEGORIES.general.id,
    communityId: null,
    pinned: true,
    hoursAgo: 72,
    opening: {
      id: '00000000-0000-4000-8000-00000000f301',
      author: 'pastor',
      markdown:
        'Welcome, everyone! This is a place to **ask questions**, share what you are learning and pray for one another.\n\n' +
        '- Be kind and assume the best\n- Keep private matters private\n- Report anything that worries you',
    },
    replies: [
      {
        id: '00000000-0000-4000-8000-00000000f302',
        author: 'member',
        markdown: 'Thank you, Pastor Paul. Glad to be here!',
      },
      {
        id: '00000000-0000-4000-8000-00000000f303',
        author: 'leader',
        markdown: 'Looking forward to the conversations.',
      },
    ],
  },
  {
    ...DEMO_FORUM_THREADS.advent,
    categoryId: DEMO_FORUM_CATEGORIES.bibleStudy.id,
    communityId: null,
    pinned: false,
    hoursAgo: 30,
    opening: {
      id: '00000000-0000-4000-8000-00000000f304',
      author: 'member',
      markdown:
        'Which devotional books would you suggest for Advent this year? I read _Watch for the Light_ last year.',
    },
    replies: [
      {
        id: '00000000-0000-4000-8000-00000000f305',
        author: 'leader',
        markdown: 'Our small group is reading *The Advent of Christ* — a short chapter a day.',
      },
    ],
  },
  {
    ...DEMO_FORUM_THREADS.potluck,
    categoryId: DEMO_FORUM_CATEGORIES.general.id,
    communityId: DEMO_GROUP_COMMUNITY.id,
    pinned: false,
    hoursAgo: 12,
    opening: {
      id: '00000000-0000-4000-8000-00000000f306',
      author: 'leader',
      markdown: 'What should we cook for Thursday? I can bring soup.',
    },
    replies: [
      { id: '00000000-0000-4000-8000-00000000f307', author: 'member', markdown: 'I will bring bread and a salad.' },
    ],
  },
];

const nameOf = (role: Role) => `${demoAccount(role).firstName} ${demoAccount(role).lastName}`;

/** DESIGN "Demo data": forum categories and threads of the demo church; runs on every start, adding what is missing. */
export async function seedDemoForums(db: Database): Promise<void> {
  await db('connect.forum_categories')
    .insert(Object.values(DEMO_FORUM_CATEGORIES).map((category) => ({ ...category, church_id: DEMO_CHURCH.id })))
    .onConflict('id')
    .ignore();
  const now = Date.now();
  for (const thread of threads) {
    const startedAt = new Date(now - thread.hoursAgo * 3_600_000);
    // Each reply an hour after the one before it; the last is the thread's latest activity.
    const repliedAt = (index: number) => new Date(startedAt.getTime() + (index + 1) * 3_600_000);
    const lastActivityAt = thread.replies.length > 0 ? repliedAt(thread.replies.length - 1) : startedAt;
    await db('connect.forum_threads')
      .insert({
        id: thread.id,
        church_id: DEMO_CHURCH.id,
        community_id: thread.communityId,
        category_id: thread.categoryId,
        author_id: demoAccount(thread.opening.author).id,
        author_name: nameOf(thread.opening.author),
        title: thread.title,
        pinned: thread.pinned,
        last_activity_at: lastActivityAt,
        list_rank: listRank(thread.pinned, lastActivityAt),
        created_at: startedAt,
      })
      .onConflict('id')
      .ignore();
    const posts = [
      { ...thread.opening, isOpening: true, createdAt: startedAt },
      ...thread.replies.map((reply, index) => ({ ...reply, isOpening: false, createdAt: repliedAt(index) })),
    ];
    await db('connect.forum_posts')
      .insert(
        posts.map((post) => ({
          id: post.id,
          thread_id: thread.id,
          church_id: DEMO_CHURCH.id,
          author_id: demoAccount(post.author).id,
          author_name: nameOf(post.author),
          is_opening: post.isOpening,
          markdown: post.markdown,
          html: renderPostMarkdown(post.markdown),
          created_at: post.createdAt,
        })),
      )
      .onConflict('id')
      .ignore();
  }
}
