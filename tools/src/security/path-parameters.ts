import { routeKey, type CataloguedRoute } from './route-catalogue';

/** What a path parameter names, and how widely its instances are shared. */
export interface ParameterUse {
  /** A kind of resource-kinds.ts. */
  kind: string;
  /** Any member of the instance's church may act on it here (say that they prayed), not only its owner. */
  sharedWithChurch?: true;
}

/** Parameter names that say what they name wherever they appear. */
const usesByName: Record<string, ParameterUse> = {
  prayerId: { kind: 'prayer' },
  languageCode: { kind: 'languageCode' },
  countryCode: { kind: 'countryCode' },
  step: { kind: 'onboardingStep' },
  translation: { kind: 'bibleTranslation' },
  book: { kind: 'bibleBook' },
  chapter: { kind: 'bibleChapter' },
  verse: { kind: 'bibleVerse' },
  noteId: { kind: 'bibleNote' },
  commentId: { kind: 'bibleComment' },
  entryId: { kind: 'soapEntry' },
  savedItemId: { kind: 'savedItem' },
  planId: { kind: 'readingPlan' },
  day: { kind: 'readingPlanDay' },
  circleId: { kind: 'prayerCircle' },
  communityId: { kind: 'community' },
  campusId: { kind: 'campus' },
  categoryId: { kind: 'forumCategory' },
  routineId: { kind: 'audioRoutine' },
  churchId: { kind: 'directoryChurch' },
  claimId: { kind: 'churchClaim' },
  conversationId: { kind: 'conversation' },
  eventId: { kind: 'churchEvent' },
  subscriptionId: { kind: 'pushSubscription' },
  feedToken: { kind: 'calendarFeedToken' },
};

/** Names that say nothing by themselves: each route using one must say what it names below. */
const genericNames = new Set(['id', 'userId', 'code']);

/** Per route, for generic names, and where a route shares a kind more widely than its name's default. */
const usesByRoute: Record<string, Record<string, ParameterUse>> = {
  'POST /api/notifications/:id/read': { id: { kind: 'notification' } },
  'GET /api/user/profile-images/:id': { id: { kind: 'profileImage' } },
  'POST /api/church-memberships/requests/:userId/accept': { userId: { kind: 'joinRequest' } },
  'POST /api/church-memberships/requests/:userId/decline': { userId: { kind: 'joinRequest' } },
  'PUT /api/church-memberships/members/:userId/role': { userId: { kind: 'churchMember' } },
  'DELETE /api/church-memberships/members/:userId': { userId: { kind: 'churchMember' } },
  'PUT /api/accounts/:userId/status': { userId: { kind: 'account' } },
  // Platform support decides a claim: the claimant may not approve their own.
  'POST /api/church-claims/:claimId/approve': { claimId: { kind: 'churchClaimToReview' } },
  'POST /api/church-claims/:claimId/reject': { claimId: { kind: 'churchClaimToReview' } },
  'POST /api/prayers/:prayerId/prayed': { prayerId: { kind: 'prayer', sharedWithChurch: true } },
  'DELETE /api/prayers/:prayerId/prayed': { prayerId: { kind: 'prayer', sharedWithChurch: true } },
  'GET /api/prayers/:prayerId': { prayerId: { kind: 'prayer', sharedWithChurch: true } },
  'GET /api/prayers/:prayerId/intercessors': { prayerId: { kind: 'prayer', sharedWithChurch: true } },
  'GET /api/prayers/:prayerId/comments': { prayerId: { kind: 'prayer', sharedWithChurch: true } },
  'POST /api/prayers/:prayerId/comments': { prayerId: { kind: 'prayer', sharedWithChurch: true } },
  // Its author may not report their own request: the rightful caller is another member of the church.
  'POST /api/prayers/:prayerId/reports': { prayerId: { kind: 'prayerToReport', sharedWithChurch: true } },
  'DELETE /api/prayer-comments/:commentId': { commentId: { kind: 'prayerComment' } },
  'DELETE /api/social-feed/comments/:commentId': { commentId: { kind: 'feedComment' } },
  // Whoever holds a circle's link in its church may join; another church's member finds nothing.
  'GET /api/prayer-circle-invitations/:code': { code: { kind: 'prayerCircleInvitation', sharedWithChurch: true } },
  'POST /api/prayer-circle-invitations/:code/accept': { code: { kind: 'prayerCircleInvitation', sharedWithChurch: true } },
  'DELETE /api/prayer-circles/:circleId/members/:userId': { userId: { kind: 'prayerCircleMember' } },
  // A community of the church is the whole church's to read and join (hidden ones 404 to everyone else there).
  'GET /api/communities/:communityId': { communityId: { kind: 'community', sharedWithChurch: true } },
  'GET /api/communities/:communityId/members': { communityId: { kind: 'community', sharedWithChurch: true } },
  'POST /api/communities/:communityId/join': { communityId: { kind: 'community', sharedWithChurch: true } },
  // One's own request and one's own membership: the caller acts on their own standing only.
  'DELETE /api/communities/:communityId/join-request': { communityId: { kind: 'communityRequestOwn' } },
  'DELETE /api/communities/:communityId/membership': { communityId: { kind: 'communityMembershipOwn' } },
  'PUT /api/communities/:communityId/members/:userId/role': { communityId: { kind: 'communityWithMember' }, userId: { kind: 'communityPerson' } },
  'DELETE /api/communities/:communityId/members/:userId': { communityId: { kind: 'communityWithMember' }, userId: { kind: 'communityPerson' } },
  'POST /api/communities/:communityId/requests/:userId/accept': { communityId: { kind: 'communityWithRequest' }, userId: { kind: 'communityPerson' } },
  'POST /api/communities/:communityId/requests/:userId/decline': { communityId: { kind: 'communityWithRequest' }, userId: { kind: 'communityPerson' } },
  'DELETE /api/conversations/:conversationId/members/:userId': { userId: { kind: 'conversationMember' } },
  'PATCH /api/conversations/messages/:messageId': { messageId: { kind: 'conversationMessage' } },
  'DELETE /api/conversations/messages/:messageId': { messageId: { kind: 'conversationMessage' } },
  // Its sender may not report their own message: the rightful caller is someone else in the conversation.
  'POST /api/conversations/messages/:messageId/reports': { messageId: { kind: 'conversationMessageToReport' } },
  // A person of the church is the whole church's to find (as they share) and to keep as a contact; a contact is one's own.
  'GET /api/people/:userId': { userId: { kind: 'directoryPerson', sharedWithChurch: true } },
  'PUT /api/contacts/:userId': { userId: { kind: 'directoryPerson', sharedWithChurch: true } },
  'DELETE /api/contacts/:userId': { userId: { kind: 'contact' } },
  // Any member of the event's church reads it and answers it; only its creator or church staff change it.
  'GET /api/events/:eventId': { eventId: { kind: 'churchEvent', sharedWithChurch: true } },
  'PUT /api/events/:eventId/rsvp': { eventId: { kind: 'churchEvent', sharedWithChurch: true } },
  // Forums: a thread and its posts are the audience's (the church, or a hidden community's members) to read, reply
  // to and react to; another member reports a post (never its author); its moderators pin, lock and moderate; only
  // its author edits or deletes a post.
  'GET /api/forums/threads/:threadId': { threadId: { kind: 'forumThread', sharedWithChurch: true } },
  'GET /api/forums/threads/:threadId/posts': { threadId: { kind: 'forumThread', sharedWithChurch: true } },
  'POST /api/forums/threads/:threadId/posts': { threadId: { kind: 'forumThread', sharedWithChurch: true } },
  'PUT /api/forums/threads/:threadId/pinned': { threadId: { kind: 'forumThreadToModerate' } },
  'PUT /api/forums/threads/:threadId/locked': { threadId: { kind: 'forumThreadToModerate' } },
  'PUT /api/forums/posts/:postId': { postId: { kind: 'forumOwnPost' } },
  'DELETE /api/forums/posts/:postId': { postId: { kind: 'forumOwnPost' } },
  'PUT /api/forums/posts/:postId/reactions': { postId: { kind: 'forumPost', sharedWithChurch: true } },
  'POST /api/forums/posts/:postId/reports': { postId: { kind: 'forumPostToReport', sharedWithChurch: true } },
  'DELETE /api/forums/posts/:postId/reports': { postId: { kind: 'forumPostToModerate' } },
  'PUT /api/forums/posts/:postId/status': { postId: { kind: 'forumPostToModerate' } },
  // The social feed: a church-wide post is its whole church's to read, react to, comment on and report; its author
  // (or the staff) takes it down, and the staff pin it.
  'GET /api/social-feed/posts/:postId': { postId: { kind: 'feedPost', sharedWithChurch: true } },
  'DELETE /api/social-feed/posts/:postId': { postId: { kind: 'feedPost' } },
  'PUT /api/social-feed/posts/:postId/reaction': { postId: { kind: 'feedPost', sharedWithChurch: true } },
  'GET /api/social-feed/posts/:postId/comments': { postId: { kind: 'feedPost', sharedWithChurch: true } },
  'POST /api/social-feed/posts/:postId/comments': { postId: { kind: 'feedPost', sharedWithChurch: true } },
  'POST /api/social-feed/posts/:postId/reports': { postId: { kind: 'feedPostToReport', sharedWithChurch: true } },
  'PUT /api/social-feed/posts/:postId/announcement': { postId: { kind: 'feedPostToPin' } },
  'DELETE /api/social-feed/posts/:postId/announcement': { postId: { kind: 'feedPostToPin' } },
  'GET /api/social-feed/images/:id': { id: { kind: 'feedImage', sharedWithChurch: true } },
};

export const pathParameterNamesOf = (route: Pick<CataloguedRoute, 'path'>) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

export function parameterUse(route: Pick<CataloguedRoute, 'method' | 'path'>, name: string): ParameterUse | undefined {
  return usesByRoute[routeKey(route)]?.[name] ?? (genericNames.has(name) ? undefined : usesByName[name]);
}

/**
 * Every path parameter of every route must name a kind, and every kind must be registered (finders for
 * an instance of another church and of another member, or a declaration that it is owned by nobody).
 */
export function idorCoverageProblems(routes: readonly CataloguedRoute[], registeredKinds: ReadonlySet<string>): string[] {
  return routes.flatMap((route) =>
    pathParameterNamesOf(route).flatMap((name) => {
      const use = parameterUse(route, name);
      if (!use) return [`${routeKey(route)} :${name}: names no resource kind (path-parameters.ts)`];
      if (!registeredKinds.has(use.kind)) return [`${routeKey(route)} :${name}: kind "${use.kind}" has no finders and is not declared unowned (resource-kinds.ts)`];
      return [];
    }),
  );
}
