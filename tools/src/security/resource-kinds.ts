import { createHash, randomUUID } from 'node:crypto';
import { DEMO_CHURCH, DEMO_FORUM_CATEGORIES, NEIGHBOUR_CHURCH, demoAccount } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import { solidPng } from '@koinonia/service-kit/testing/images';
import type { Answer } from './gateway-calls';
import { personas, type Persona } from './personas';

/** Someone signed up during the test: no church until they ask to join one. */
export interface Newcomer {
  name: string;
  id: string;
  cookie: string;
}

export type Caller = Persona | Newcomer;

/** What a finder may use: calls through the gateway as anyone, new accounts, and the database for fixtures. */
export interface FinderContext {
  call(method: string, url: string, caller: Caller, body?: unknown): Promise<Answer>;
  newcomer(): Promise<Newcomer>;
  db: Database;
  /** A multipart upload through the gateway, as a browser's FormData sends it. */
  upload(url: string, caller: Caller, form: FormData): Promise<Answer>;
}

type Finder = (context: FinderContext) => Promise<string>;

export interface OwnedKind {
  owned: true;
  /** An instance of the demo church that is the demo member's (or, for what staff manage, a person's of that church). */
  ofAnotherMember: Finder;
  /** An instance that belongs to the neighbouring church. */
  ofAnotherChurch: Finder;
  /** The persona who acts on `ofAnotherMember`'s instance by right: its owner, or the church's staff. */
  rightfulCaller: string;
  /** A list showing instances of this kind, and whom to: their owner alone, or their whole church. */
  listedAt?: { path: string; to: 'owner' | 'church' };
}

export interface UnownedKind {
  owned: false;
  /** Why nobody's record is behind this parameter. */
  reason: string;
}

const persona = (name: string): Persona => personas.find((candidate) => candidate.name === name)!;
const member = persona('member');
const neighbour = persona('member of another church');
const churchAdmin = persona('church_admin');
const pastor = persona('pastor');

function succeeded(answer: Answer, what: string): Answer {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer;
}

async function idOf(context: FinderContext, caller: Caller): Promise<string> {
  return ((await context.call('GET', '/api/auth/user', caller)).json as { id: string }).id;
}

async function askingToJoin(context: FinderContext, churchId: string): Promise<Newcomer> {
  const newcomer = await context.newcomer();
  succeeded(await context.call('PUT', '/api/user/onboarding/church', newcomer, { churchId }), 'asking to join a church');
  return newcomer;
}

/** A newcomer the demo church's staff took in: a person of that church who is not one of the personas. */
async function joinedDemoChurch(context: FinderContext): Promise<string> {
  const newcomer = await askingToJoin(context, DEMO_CHURCH.id);
  succeeded(await context.call('POST', `/api/church-memberships/requests/${newcomer.id}/accept`, churchAdmin), 'accepting a newcomer');
  return newcomer.id;
}

/** A public request of the author's on their church's wall, so that their church can see it but not change it. */
async function prayerOf(context: FinderContext, author: Persona): Promise<string> {
  const wall = succeeded(await context.call('GET', '/api/prayers?limit=100', author), 'reading the wall');
  const items = (wall.json as { items: Array<{ id: string; isMine: boolean; visibility: string }> }).items;
  const found = items.find((prayer) => prayer.isMine && prayer.visibility === 'public');
  if (found) return found.id;
  const body = { title: 'A request for the security tests', body: 'Please pray for this test.', visibility: 'public' };
  return ((succeeded(await context.call('POST', '/api/prayers', author, body), 'sharing a request')).json as { id: string }).id;
}

/** A comment of the author's on their own public request. */
async function prayerCommentOf(context: FinderContext, author: Persona): Promise<string> {
  const prayerId = await prayerOf(context, author);
  const body = { body: 'A comment for the security tests.' };
  return ((succeeded(await context.call('POST', `/api/prayers/${prayerId}/comments`, author, body), 'commenting on a request')).json as { id: string }).id;
}

/** A new circle of the caller's, with nobody else in it. */
async function prayerCircleOf(context: FinderContext, owner: Persona): Promise<string> {
  const body = { name: 'A circle for the security tests' };
  return ((succeeded(await context.call('POST', '/api/prayer-circles', owner, body), 'creating a circle')).json as { id: string }).id;
}

/** The invitation code of a new circle of the caller's. */
async function invitationOf(context: FinderContext, owner: Persona): Promise<string> {
  const circleId = await prayerCircleOf(context, owner);
  return ((succeeded(await context.call('GET', `/api/prayer-circles/${circleId}/invitation`, owner), 'reading an invitation')).json as { code: string }).code;
}

/** A study note of the caller's own on John 3:16. */
async function noteOf(context: FinderContext, author: Caller): Promise<string> {
  const body = { body: 'A note for the security tests.' };
  return ((succeeded(await context.call('POST', '/api/bible-study/JHN/3/16/notes', author, body), 'writing a note')).json as { id: string }).id;
}

/** A comment of the caller's in their church's discussion of John 3. */
async function commentOf(context: FinderContext, author: Caller): Promise<string> {
  const body = { body: 'A comment for the security tests.' };
  return ((succeeded(await context.call('POST', '/api/bible-discussions/JHN/3', author, body), 'commenting on a chapter')).json as { id: string }).id;
}

/** A S.O.A.P. journal entry of the caller's, on John 3:16. */
async function soapEntryOf(context: FinderContext, author: Caller): Promise<string> {
  const body = { scripture: 'John 3:16', observation: 'An entry for the security tests.' };
  return ((succeeded(await context.call('POST', '/api/soap-entries', author, body), 'writing a journal entry')).json as { id: string }).id;
}

/** An audio routine of the caller's (an existing one, so repeated runs stay under the per-member limit). */
async function audioRoutineOf(context: FinderContext, owner: Caller): Promise<string> {
  const listed = succeeded(await context.call('GET', '/api/audio-routines', owner), 'listing audio routines');
  const existing = (listed.json as { items: Array<{ id: string }> }).items[0];
  if (existing) return existing.id;
  const body = { name: 'A routine for the security tests', items: [{ kind: 'passage', reference: 'Psalms 23' }] };
  return ((succeeded(await context.call('POST', '/api/audio-routines', owner, body), 'creating an audio routine')).json as { id: string }).id;
}

/** A saved verse of the caller's (John 3:16, which every translation has). */
async function savedItemOf(context: FinderContext, saver: Caller): Promise<string> {
  const body = { kind: 'verse', translation: 'web', book: 'JHN', chapter: 3, verse: 16 };
  return ((succeeded(await context.call('POST', '/api/saved-items', saver, body), 'saving a verse')).json as { id: string }).id;
}

/**
 * A custom reading plan of the person's. The pastor is on Torchbearer and makes one through the API; no one of the
 * neighbouring church is, so theirs is put in as the generator keeps one.
 */
async function customPlanOf(context: FinderContext, maker: Caller): Promise<string> {
  const body = { title: 'A plan for the security tests', source: { kind: 'books', books: ['JUD'] }, schedule: { kind: 'days', days: 1 } };
  return ((succeeded(await context.call('POST', '/api/reading-plans', maker, body), 'making a custom reading plan')).json as { id: string }).id;
}

/**
 * A new group of the person's with two others of their church, none of them the leader (the test's stranger of the
 * same church). Nobody of the neighbouring church has two others to write to, so theirs is put in as the store keeps one.
 */
async function conversationOf(context: FinderContext, creator: Caller, others: readonly string[]): Promise<string> {
  const body = { kind: 'group', title: 'A group for the security tests', memberIds: others };
  return ((succeeded(await context.call('POST', '/api/conversations', creator, body), 'starting a group')).json as { id: string }).id;
}

async function conversationInsertedFor(context: FinderContext, owner: Caller): Promise<string> {
  const id = randomUUID();
  const userId = await idOf(context, owner);
  const now = new Date();
  await context.db('connect.conversations').insert({ id, church_id: NEIGHBOUR_CHURCH.id, kind: 'group', title: 'Another church’s group', created_by: userId, last_activity_at: now, created_at: now });
  await context.db('connect.conversation_members').insert({ conversation_id: id, user_id: userId, joined_at: now });
  return id;
}

/** A message `sender` writes in a conversation (a new group of the member's, or one of another church's). */
async function conversationMessageIn(context: FinderContext, conversationId: string, sender: Caller): Promise<string> {
  const body = { body: 'A message for the security tests.' };
  const answer = await context.call('POST', `/api/conversations/${conversationId}/messages`, sender, body);
  return (succeeded(answer, 'sending a message').json as { id: string }).id;
}

/** A new church-wide event of the demo church's, planned by its church admin (the leader may not change it), who is going. */
async function churchEventOf(context: FinderContext): Promise<string> {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const body = {
    title: 'An event for the security tests',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    timeZone: 'UTC',
    locations: [{ name: 'Main Sanctuary' }],
  };
  const id = ((succeeded(await context.call('POST', '/api/events', churchAdmin, body), 'planning an event')).json as { id: string }).id;
  // Its planner is going, so that there is someone on its check-in list to check in.
  succeeded(await context.call('PUT', `/api/events/${id}/rsvp`, churchAdmin, { status: 'going' }), 'answering an event');
  return id;
}

/** An event of the neighbouring church (nobody there may plan one through the API), put in as the store keeps one. */
async function churchEventInsertedFor(context: FinderContext, owner: Caller): Promise<string> {
  const id = randomUUID();
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  await context.db('connect.events').insert({
    id,
    church_id: NEIGHBOUR_CHURCH.id,
    title: 'Another church’s event',
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + 3_600_000),
    created_by: await idOf(context, owner),
  });
  return id;
}

async function customPlanInsertedFor(context: FinderContext, owner: Caller): Promise<string> {
  const id = randomUUID();
  const userId = await idOf(context, owner);
  const days = [[{ book: 'JUD', chapter: 1, verse: null, endChapter: 1, endVerse: null }]];
  await context.db('worship.custom_reading_plans').insert({ id, user_id: userId, title: 'Another church’s plan', description: 'Jude in a day.', days: JSON.stringify(days) });
  await context.db('worship.reading_plan_progress').insert({ user_id: userId, plan_id: id, started_on: context.db.raw('current_date'), schedule_starts_on: context.db.raw('current_date') });
  return id;
}

/**
 * A pending claim of the claimant's on a church made for it, put in the database as the claim route would (the
 * route starts at most five a day): by code, the code being the one valid-input.ts sends (`code`), or by review.
 * The demo `admin` claims, whom no other kind acts as: a claim proved or approved moves them to that church.
 */
async function churchClaimOf(context: FinderContext, claimant: Persona, method: 'email' | 'review'): Promise<string> {
  const churchId = randomUUID();
  await context.db('identity.churches').insert({ id: churchId, name: `Security Test Church ${churchId.slice(0, 8)}`, website: 'https://security-test.example.org' });
  const [row] = await context.db('identity.church_claims')
    .insert({
      church_id: churchId,
      claimant_id: await idOf(context, claimant),
      method,
      email: method === 'email' ? 'office@security-test.example.org' : null,
      code_hash: method === 'email' ? createHash('sha256').update('123456').digest('hex') : null,
      expires_at: method === 'email' ? new Date(Date.now() + 15 * 60 * 1000) : null,
      message: method === 'review' ? 'A claim made for the security tests.' : null,
    })
    .returning('id');
  return (row as { id: string }).id;
}

/** A new community of the demo church, created by its church admin (its admin); the demo member joins or asks to when told. */
async function communityOf(context: FinderContext, privacy: 'open' | 'by_request', memberDoes?: 'join'): Promise<string> {
  const body = { name: `Security tests ${randomUUID().slice(0, 8)}`, type: 'other', privacy };
  const id = ((succeeded(await context.call('POST', '/api/communities', churchAdmin, body), 'creating a community')).json as { id: string }).id;
  if (memberDoes) succeeded(await context.call('POST', `/api/communities/${id}/join`, member, undefined), 'joining a community');
  return id;
}

/** A community of the neighbouring church (nobody there may create one through the API), put in as the store keeps one. */
async function communityInsertedFor(context: FinderContext, owner: Caller): Promise<string> {
  const id = randomUUID();
  const userId = await idOf(context, owner);
  await context.db('connect.communities').insert({ id, church_id: NEIGHBOUR_CHURCH.id, name: 'Another church’s community', type: 'group', privacy: 'by_request' });
  await context.db('connect.community_members').insert({ community_id: id, user_id: userId, role: 'admin' });
  return id;
}

/** A church-wide thread of the author's that takes replies (one they have, else a new one in the seed's category). */
async function forumThreadOf(context: FinderContext, author: Persona): Promise<{ threadId: string; openingId: string }> {
  const listed = succeeded(await context.call('GET', '/api/forums/threads?limit=50', author), 'reading the forums');
  const items = (listed.json as { items: Array<{ id: string; isMine: boolean; community: unknown; status: string; locked: boolean }> }).items;
  const found = items.find((thread) => thread.isMine && thread.community === null && thread.status === 'published' && !thread.locked);
  const body = { title: 'A thread for the security tests', body: 'Hello from the tests.', categoryId: DEMO_FORUM_CATEGORIES.general.id };
  const thread = found
    ? succeeded(await context.call('GET', `/api/forums/threads/${found.id}`, author), 'reading a thread')
    : succeeded(await context.call('POST', '/api/forums/threads', author, body), 'starting a thread');
  const { id, opening } = thread.json as { id: string; opening: { id: string } };
  return { threadId: id, openingId: opening.id };
}

/** A thread of the neighbouring church (nobody there has a category through the API), put in as the store keeps one. */
async function forumThreadInsertedFor(context: FinderContext, author: Caller): Promise<{ threadId: string; openingId: string }> {
  const [categoryId, threadId, openingId] = [randomUUID(), randomUUID(), randomUUID()];
  const authorId = await idOf(context, author);
  await context.db('connect.forum_categories').insert({ id: categoryId, church_id: NEIGHBOUR_CHURCH.id, name: `Another church’s ${categoryId.slice(0, 8)}` });
  await context.db('connect.forum_threads').insert({ id: threadId, church_id: NEIGHBOUR_CHURCH.id, category_id: categoryId, author_id: authorId, title: 'Another church’s thread' });
  await context.db('connect.forum_posts').insert({ id: openingId, thread_id: threadId, church_id: NEIGHBOUR_CHURCH.id, author_id: authorId, is_opening: true, markdown: 'Hello', html: '<p>Hello</p>' });
  return { threadId, openingId };
}

/** An empty forum category of the demo church, added by its church admin (so that deleting it is allowed). */
async function forumCategoryOf(context: FinderContext): Promise<string> {
  const body = { name: `Security category ${randomUUID().slice(0, 8)}` };
  return ((succeeded(await context.call('POST', '/api/forums/categories', churchAdmin, body), 'adding a forum category')).json as { id: string }).id;
}

/** A forum category of the neighbouring church, put in as the store keeps one. */
async function forumCategoryInsertedFor(context: FinderContext): Promise<string> {
  const id = randomUUID();
  await context.db('connect.forum_categories').insert({ id, church_id: NEIGHBOUR_CHURCH.id, name: `Another church’s ${id.slice(0, 8)}` });
  return id;
}

/** A campus of the demo church, added by its church admin. */
async function campusOf(context: FinderContext): Promise<string> {
  const body = { name: `Security campus ${randomUUID().slice(0, 8)}` };
  return ((succeeded(await context.call('POST', '/api/campuses', churchAdmin, body), 'adding a campus')).json as { id: string }).id;
}

async function campusInsertedFor(context: FinderContext): Promise<string> {
  const id = randomUUID();
  await context.db('connect.campuses').insert({ id, church_id: NEIGHBOUR_CHURCH.id, name: `Another church’s campus ${id.slice(0, 8)}` });
  return id;
}

/** A church-wide post of the author's on their church's social feed (one of theirs already there, or a new one). */
async function feedPostOf(context: FinderContext, author: Persona): Promise<string> {
  const feed = succeeded(await context.call('GET', '/api/social-feed?limit=50', author), 'reading the feed');
  const items = (feed.json as { items: Array<{ id: string; isMine: boolean; community: unknown }> }).items;
  const found = items.find((post) => post.isMine && post.community === null);
  if (found) return found.id;
  return ((succeeded(await context.call('POST', '/api/social-feed', author, { body: 'A post for the security tests.' }), 'posting')).json as { id: string }).id;
}

/** A comment of the author's on their own church-wide post. */
async function feedCommentOf(context: FinderContext, author: Persona): Promise<string> {
  const postId = await feedPostOf(context, author);
  const body = { body: 'A comment for the security tests.' };
  return ((succeeded(await context.call('POST', `/api/social-feed/posts/${postId}/comments`, author, body), 'commenting on a post')).json as { id: string }).id;
}

/** An image of a new church-wide post of the author's (uploaded through the gateway, then posted). */
async function feedImageOf(context: FinderContext, author: Persona): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(solidPng(2))], { type: 'image/png' }), 'security.png');
  const image = (succeeded(await context.upload('/api/social-feed/images', author, form), 'uploading an image').json as { id: string }).id;
  const post = { body: 'A post with an image for the security tests.', images: [{ id: image, alt: 'A test image' }] };
  succeeded(await context.call('POST', '/api/social-feed', author, post), 'posting an image');
  return image;
}

/**
 * Every kind of record a path parameter can name (path-parameters.ts says which names which), with how to
 * find one that belongs to another member and one that belongs to another church — or why it is nobody's.
 */
/** A browser subscribed to the owner's pushes (a made-up push service address; nothing is sent in the tests). */
async function pushSubscriptionOf(context: FinderContext, owner: Caller): Promise<string> {
  const body = { endpoint: `https://push.example.org/send/${randomUUID()}`, keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa40HI', auth: 'tBHItJI5svbpez7KI4CCXg' } };
  return ((succeeded(await context.call('POST', '/api/notifications/push/subscriptions', owner, body), 'subscribing to pushes')).json as { id: string }).id;
}

/** Someone the owner keeps as a contact: the demo leader, for the demo member. */
async function contactOf(context: FinderContext, owner: Persona): Promise<string> {
  const leader = await idOf(context, persona('leader'));
  succeeded(await context.call('PUT', `/api/contacts/${leader}`, owner), 'keeping a contact');
  return leader;
}

/** A contact of the neighbouring church's member (their church has nobody else to find), put in as the store keeps one. */
async function contactInsertedFor(context: FinderContext, owner: Caller): Promise<string> {
  const contactId = randomUUID();
  await context.db('connect.contacts').insert({ owner_id: await idOf(context, owner), contact_id: contactId });
  return contactId;
}

export const resourceKinds: Readonly<Record<string, OwnedKind | UnownedKind>> = {
  notification: {
    owned: true,
    ofAnotherMember: async (context) => (succeeded(await context.call('GET', '/api/notifications', member), 'reading notifications').json as Array<{ id: string }>)[0]!.id,
    // Nothing in the API gives the neighbouring church's member a notification yet (they come from the demo
    // church's own events), so one is put in their inbox the way the demo seed puts them in.
    async ofAnotherChurch(context) {
      const id = randomUUID();
      await context.db('connect.notifications').insert({ id, user_id: await idOf(context, neighbour), type: 'prayer', title: 'Someone prayed for you', message: 'A test notification.' });
      return id;
    },
    rightfulCaller: 'member',
    listedAt: { path: '/api/notifications', to: 'owner' },
  },
  prayer: {
    owned: true,
    ofAnotherMember: (context) => prayerOf(context, member),
    ofAnotherChurch: (context) => prayerOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/prayers?limit=100', to: 'church' },
  },
  prayerToReport: {
    owned: true,
    ofAnotherMember: (context) => prayerOf(context, member),
    ofAnotherChurch: (context) => prayerOf(context, neighbour),
    rightfulCaller: 'leader',
  },
  prayerComment: {
    owned: true,
    ofAnotherMember: (context) => prayerCommentOf(context, member),
    ofAnotherChurch: (context) => prayerCommentOf(context, neighbour),
    rightfulCaller: 'member',
  },
  prayerCircle: {
    owned: true,
    ofAnotherMember: (context) => prayerCircleOf(context, member),
    ofAnotherChurch: (context) => prayerCircleOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/prayer-circles', to: 'owner' },
  },
  prayerCircleInvitation: {
    owned: true,
    ofAnotherMember: (context) => invitationOf(context, member),
    ofAnotherChurch: (context) => invitationOf(context, neighbour),
    rightfulCaller: 'member',
  },
  bibleNote: {
    owned: true,
    ofAnotherMember: (context) => noteOf(context, member),
    ofAnotherChurch: (context) => noteOf(context, neighbour),
    rightfulCaller: 'member',
  },
  bibleComment: {
    owned: true,
    ofAnotherMember: (context) => commentOf(context, member),
    ofAnotherChurch: (context) => commentOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/bible-discussions/JHN/3?limit=100', to: 'church' },
  },
  soapEntry: {
    owned: true,
    ofAnotherMember: (context) => soapEntryOf(context, member),
    ofAnotherChurch: (context) => soapEntryOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/soap-entries?limit=50', to: 'owner' },
  },
  savedItem: {
    owned: true,
    ofAnotherMember: (context) => savedItemOf(context, member),
    ofAnotherChurch: (context) => savedItemOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/saved-items?limit=50', to: 'owner' },
  },
  audioRoutine: {
    owned: true,
    ofAnotherMember: (context) => audioRoutineOf(context, member),
    ofAnotherChurch: (context) => audioRoutineOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/audio-routines', to: 'owner' },
  },
  conversation: {
    owned: true,
    ofAnotherMember: (context) => conversationOf(context, member, [demoAccount('group_admin').id, demoAccount('pastor').id]),
    ofAnotherChurch: (context) => conversationInsertedFor(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/conversations?limit=50', to: 'owner' },
  },
  // The member's own message in a group of theirs: only its sender edits or deletes it.
  conversationMessage: {
    owned: true,
    ofAnotherMember: async (context) => conversationMessageIn(context, await conversationOf(context, member, [demoAccount('group_admin').id, demoAccount('pastor').id]), member),
    ofAnotherChurch: async (context) => conversationMessageIn(context, await conversationInsertedFor(context, neighbour), neighbour),
    rightfulCaller: 'member',
  },
  // The pastor's message in the member's group: the member, who is in it, may report it; the leader, who is not, finds nothing.
  conversationMessageToReport: {
    owned: true,
    ofAnotherMember: async (context) => conversationMessageIn(context, await conversationOf(context, member, [demoAccount('group_admin').id, demoAccount('pastor').id]), pastor),
    ofAnotherChurch: async (context) => conversationMessageIn(context, await conversationInsertedFor(context, neighbour), neighbour),
    rightfulCaller: 'member',
  },
  feedPost: {
    owned: true,
    ofAnotherMember: (context) => feedPostOf(context, member),
    ofAnotherChurch: (context) => feedPostOf(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/social-feed?limit=50', to: 'church' },
  },
  // Pinning is the church's staff's (for a church-wide post), whoever wrote it.
  feedPostToPin: {
    owned: true,
    ofAnotherMember: (context) => feedPostOf(context, member),
    ofAnotherChurch: (context) => feedPostOf(context, neighbour),
    rightfulCaller: 'pastor',
  },
  // Its author may not report their own post: the rightful caller is another member of the church.
  feedPostToReport: {
    owned: true,
    ofAnotherMember: (context) => feedPostOf(context, member),
    ofAnotherChurch: (context) => feedPostOf(context, neighbour),
    rightfulCaller: 'leader',
  },
  feedComment: {
    owned: true,
    ofAnotherMember: (context) => feedCommentOf(context, member),
    ofAnotherChurch: (context) => feedCommentOf(context, neighbour),
    rightfulCaller: 'member',
  },
  feedImage: {
    owned: true,
    ofAnotherMember: (context) => feedImageOf(context, member),
    ofAnotherChurch: (context) => feedImageOf(context, neighbour),
    rightfulCaller: 'member',
  },
  churchEvent: {
    owned: true,
    ofAnotherMember: (context) => churchEventOf(context),
    ofAnotherChurch: (context) => churchEventInsertedFor(context, neighbour),
    rightfulCaller: 'church_admin',
    listedAt: { path: '/api/events?limit=100', to: 'church' },
  },
  readingPlan: {
    owned: true,
    // A catalogue plan is everyone's; a custom plan is its maker's alone, which is what is tried here.
    ofAnotherMember: (context) => customPlanOf(context, pastor),
    ofAnotherChurch: (context) => customPlanInsertedFor(context, neighbour),
    rightfulCaller: 'pastor',
    listedAt: { path: '/api/reading-plans/mine', to: 'owner' },
  },
  joinRequest: {
    owned: true,
    ofAnotherMember: async (context) => (await askingToJoin(context, DEMO_CHURCH.id)).id,
    ofAnotherChurch: async (context) => (await askingToJoin(context, NEIGHBOUR_CHURCH.id)).id,
    rightfulCaller: 'church_admin',
  },
  churchMember: {
    owned: true,
    ofAnotherMember: joinedDemoChurch,
    ofAnotherChurch: (context) => idOf(context, neighbour),
    rightfulCaller: 'church_admin',
  },
  account: {
    owned: true,
    ofAnotherMember: joinedDemoChurch,
    ofAnotherChurch: (context) => idOf(context, neighbour),
    rightfulCaller: 'koinonia_support',
  },
  churchClaim: {
    owned: true,
    ofAnotherMember: (context) => churchClaimOf(context, persona('admin'), 'email'),
    ofAnotherChurch: (context) => churchClaimOf(context, neighbour, 'email'),
    rightfulCaller: 'admin',
    listedAt: { path: '/api/church-claims/mine', to: 'owner' },
  },
  churchClaimToReview: {
    owned: true,
    ofAnotherMember: (context) => churchClaimOf(context, persona('admin'), 'review'),
    ofAnotherChurch: (context) => churchClaimOf(context, neighbour, 'review'),
    rightfulCaller: 'koinonia_support',
  },
  directoryChurch: { owned: false, reason: 'a church of the directory, which every signed-in person may read; claiming one is the claim routes' },
  calendarFeedToken: { owned: false, reason: 'a bearer secret (32 random bytes, stored hashed): whoever holds the address reads the feed, as a calendar app must' },
  profileImage: { owned: false, reason: 'an avatar is public wherever its person is shown; its random id changes with every upload' },
  languageCode: { owned: false, reason: 'a language of the site: the same dictionary for everyone' },
  countryCode: { owned: false, reason: 'a country: the same prices for everyone' },
  bibleTranslation: { owned: false, reason: 'a public-domain Bible translation: the same text for everyone' },
  bibleBook: { owned: false, reason: 'a book of the Bible: the same for everyone' },
  bibleChapter: { owned: false, reason: 'a chapter number: the same text for everyone' },
  bibleVerse: { owned: false, reason: "a verse number; what is kept at it is the caller's own, found by who calls" },
  community: {
    owned: true,
    ofAnotherMember: (context) => communityOf(context, 'open'),
    ofAnotherChurch: (context) => communityInsertedFor(context, neighbour),
    rightfulCaller: 'church_admin',
    listedAt: { path: '/api/communities?limit=100', to: 'church' },
  },
  communityWithMember: {
    owned: true,
    ofAnotherMember: (context) => communityOf(context, 'open', 'join'),
    ofAnotherChurch: (context) => communityInsertedFor(context, neighbour),
    rightfulCaller: 'church_admin',
  },
  communityWithRequest: {
    owned: true,
    ofAnotherMember: (context) => communityOf(context, 'by_request', 'join'),
    ofAnotherChurch: (context) => communityInsertedFor(context, neighbour),
    rightfulCaller: 'church_admin',
  },
  communityRequestOwn: {
    owned: true,
    ofAnotherMember: (context) => communityOf(context, 'by_request', 'join'),
    ofAnotherChurch: (context) => communityInsertedFor(context, neighbour),
    rightfulCaller: 'member',
  },
  communityMembershipOwn: {
    owned: true,
    ofAnotherMember: (context) => communityOf(context, 'open', 'join'),
    ofAnotherChurch: (context) => communityInsertedFor(context, neighbour),
    rightfulCaller: 'member',
  },
  campus: {
    owned: true,
    ofAnotherMember: campusOf,
    ofAnotherChurch: campusInsertedFor,
    rightfulCaller: 'church_admin',
    listedAt: { path: '/api/campuses?limit=100', to: 'church' },
  },
  communityPerson: { owned: false, reason: 'someone of the community named in the same path, which is what is checked: only its admins (or leaders, for requests) act on them' },
  forumThread: {
    owned: true,
    ofAnotherMember: async (context) => (await forumThreadOf(context, member)).threadId,
    ofAnotherChurch: async (context) => (await forumThreadInsertedFor(context, neighbour)).threadId,
    rightfulCaller: 'member',
    listedAt: { path: '/api/forums/threads?limit=50', to: 'church' },
  },
  forumThreadToModerate: {
    owned: true,
    ofAnotherMember: async (context) => (await forumThreadOf(context, member)).threadId,
    ofAnotherChurch: async (context) => (await forumThreadInsertedFor(context, neighbour)).threadId,
    rightfulCaller: 'church_admin',
  },
  forumPost: {
    owned: true,
    ofAnotherMember: async (context) => (await forumThreadOf(context, member)).openingId,
    ofAnotherChurch: async (context) => (await forumThreadInsertedFor(context, neighbour)).openingId,
    rightfulCaller: 'member',
  },
  forumPostToReport: {
    owned: true,
    ofAnotherMember: async (context) => (await forumThreadOf(context, member)).openingId,
    ofAnotherChurch: async (context) => (await forumThreadInsertedFor(context, neighbour)).openingId,
    rightfulCaller: 'leader',
  },
  forumCategory: {
    owned: true,
    ofAnotherMember: forumCategoryOf,
    ofAnotherChurch: forumCategoryInsertedFor,
    rightfulCaller: 'church_admin',
    listedAt: { path: '/api/forums/categories?limit=100', to: 'church' },
  },
  forumOwnPost: {
    owned: true,
    ofAnotherMember: async (context) => (await forumThreadOf(context, member)).openingId,
    ofAnotherChurch: async (context) => (await forumThreadInsertedFor(context, neighbour)).openingId,
    rightfulCaller: 'member',
  },
  forumPostToModerate: {
    owned: true,
    ofAnotherMember: async (context) => (await forumThreadOf(context, member)).openingId,
    ofAnotherChurch: async (context) => (await forumThreadInsertedFor(context, neighbour)).openingId,
    rightfulCaller: 'church_admin',
  },
  pushSubscription: {
    owned: true,
    ofAnotherMember: (context) => pushSubscriptionOf(context, member),
    ofAnotherChurch: (context) => pushSubscriptionOf(context, neighbour),
    rightfulCaller: 'member',
  },
  directoryPerson: {
    owned: true,
    ofAnotherMember: (context) => idOf(context, member),
    ofAnotherChurch: (context) => idOf(context, neighbour),
    rightfulCaller: 'leader',
    listedAt: { path: '/api/people?limit=100', to: 'church' },
  },
  contact: {
    owned: true,
    ofAnotherMember: (context) => contactOf(context, member),
    ofAnotherChurch: (context) => contactInsertedFor(context, neighbour),
    rightfulCaller: 'member',
    listedAt: { path: '/api/contacts', to: 'owner' },
  },
  conversationMember: { owned: false, reason: 'someone of the conversation named in the same path, which is what is checked: only its creator removes others' },
  prayerCircleMember: { owned: false, reason: "someone of the circle named in the same path, which is what is checked: only its owner removes anyone" },
  readingPlanDay: { owned: false, reason: 'a day number of a plan; what is kept at it is the caller’s own, found by who calls' },
  onboardingStep: { owned: false, reason: "a step of the caller's own onboarding; the route never reaches another person's" },
};
