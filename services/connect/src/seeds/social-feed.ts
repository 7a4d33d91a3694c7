import {
  DEMO_CHURCH,
  DEMO_GROUP_COMMUNITY,
  demoAccount,
  fullName,
  type Role,
  type SocialFeedReaction,
} from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';

const HOUR = 60 * 60 * 1000;
const postId = (n: number) => `00000000-0000-4000-8000-0000000fe${String(n).padStart(3, '0')}`;
const commentId = (n: number) => `00000000-0000-4000-8000-0000000fc${String(n).padStart(3, '0')}`;
const nameOf = (role: Role) => fullName(demoAccount(role));

/** The demo church's feed: a pinned announcement by the pastor, a community post, members' posts. */
const posts: ReadonlyArray<{
  n: number;
  author: Role;
  communityId: string | null;
  body: string;
  hoursAgo: number;
  announcement?: true;
}> = [
  {
    n: 1,
    author: 'pastor',
    communityId: null,
    body: 'Welcome to our church’s new social feed! Share what God is doing in your life, encourage one another, and watch here for announcements. See you on Sunday at 10:30.',
    hoursAgo: 30,
    announcement: true,
  },
  {
    n: 2,
    author: 'leader',
    communityId: DEMO_GROUP_COMMUNITY.id,
    body: 'Thursday night we pick up Romans 8. Bring a friend — dinner is at 6:30, and we start at 7.',
    hoursAgo: 20,
  },
  {
    n: 3,
    author: 'member',
    communityId: null,
    body: 'Thank you to everyone who brought meals while we were settling in with the baby. We felt so loved.',
    hoursAgo: 8,
  },
  {
    n: 4,
    author: 'church_admin',
    communityId: null,
    body: 'The food drive starts next week: drop non-perishables in the lobby bins before or after the service.',
    hoursAgo: 3,
  },
];

const comments: ReadonlyArray<{ n: number; post: number; author: Role; body: string; hoursAgo: number }> = [
  { n: 1, post: 2, author: 'member', body: 'I’ll be there, and bringing my roommate!', hoursAgo: 19 },
  { n: 2, post: 3, author: 'pastor', body: 'What a joy to welcome her. Praying for restful nights!', hoursAgo: 7 },
  { n: 3, post: 3, author: 'leader', body: 'Congratulations to you both!', hoursAgo: 6 },
];

const reactions: ReadonlyArray<[number, Role, SocialFeedReaction]> = [
  [1, 'member', 'love'],
  [1, 'leader', 'like'],
  [2, 'group_admin', 'like'],
  [3, 'pastor', 'love'],
  [3, 'leader', 'pray'],
  [3, 'church_admin', 'love'],
];

/**
 * DESIGN "Demo data": the demo church's social feed, so /social-feed is not empty. Fixed ids: seeding again adds
 * nothing (and what a demo user removed stays removed only until a new database).
 */
export async function seedDemoSocialFeed(db: Database, now = new Date()): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db('connect.feed_posts')
    .insert(
      posts.map((post) => ({
        id: postId(post.n),
        church_id: DEMO_CHURCH.id,
        community_id: post.communityId,
        author_id: demoAccount(post.author).id,
        author_name: nameOf(post.author),
        body: post.body,
        is_announcement: post.announcement ?? false,
        announced_at: post.announcement ? at(post.hoursAgo) : null,
        created_at: at(post.hoursAgo),
      })),
    )
    .onConflict('id')
    .ignore();
  const present = new Set(
    (await db('connect.feed_posts')
      .whereIn(
        'id',
        posts.map((post) => postId(post.n)),
      )
      .pluck('id')) as string[],
  );
  const kept = comments.filter((comment) => present.has(postId(comment.post)));
  if (kept.length > 0) {
    await db('connect.feed_comments')
      .insert(
        kept.map((comment) => ({
          id: commentId(comment.n),
          post_id: postId(comment.post),
          author_id: demoAccount(comment.author).id,
          author_name: nameOf(comment.author),
          body: comment.body,
          created_at: at(comment.hoursAgo),
        })),
      )
      .onConflict('id')
      .ignore();
  }
  const keptReactions = reactions.filter(([post]) => present.has(postId(post)));
  if (keptReactions.length > 0) {
    await db('connect.feed_reactions')
      .insert(
        keptReactions.map(([post, role, reaction]) => ({
          post_id: postId(post),
          user_id: demoAccount(role).id,
          reaction,
        })),
      )
      .onConflict(['post_id', 'user_id'])
      .ignore();
  }
}
