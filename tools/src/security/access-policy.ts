import { anyone, gatewayInternal, level, levels, planTier, signedIn, type Allowed, type PolicyLevel } from './policy-levels';

export interface PolicyEntry {
  allowed: Allowed;
  /** What the endpoint does, which is why these callers and no others. */
  why: string;
}

/**
 * Who may call each route, written from SPEC §2 (public and protected screens), §6 (roles, sidebar
 * visibility, plan tiers) and §7, and DESIGN's church isolation, by reading what each endpoint does —
 * never from the routes' own `access` declarations, so that a declaration that is wrong shows up as a
 * disagreement (authorization-matrix.test.ts, access-policy.test.ts). Finer rules (own record, same
 * church, author only) are object-level and tested by idor.test.ts.
 *
 * Plan tiers (SPEC §6) gate a route where the spec names the feature a tier adds: the custom reading plan
 * generator is Torchbearer's. Finer gates by plan (an intermediate reading plan needs Servant to be started)
 * depend on the record named and are the handler's, like ownership.
 */
/** Who may create a community: the church's own staff (any type) and group and ministry admins (their own type). */
const communityCreators: PolicyLevel = {
  name: "the church's own staff, group admins and ministry admins",
  roles: [...levels.churchStaff.roles, 'group_admin', 'ministry_admin'],
  spansChurches: false,
};

/** Who may plan an event: the church's own staff (any), leaders and group / ministry admins (their community's). */
const eventPlanners: PolicyLevel = {
  name: "the church's own staff and the leaders and admins of its communities",
  roles: [...levels.churchStaff.roles, 'leader', 'group_admin', 'ministry_admin'],
  spansChurches: false,
};

export const accessPolicy: Readonly<Record<string, PolicyEntry>> = {
  // The gateway's own (DESIGN "Auth contract") and its WebSocket.
  'POST /api/auth/login': { allowed: anyone, why: 'how a visitor becomes signed in' },
  'POST /api/auth/signup': { allowed: anyone, why: 'how a visitor gets an account' },
  'POST /api/auth/logout': { allowed: anyone, why: 'SPEC §4: sign-out always ends in /login; without a session it has nothing to end' },
  'POST /api/auth/auto-login': { allowed: anyone, why: 'SPEC §2 /auto-login is public: the emailed link signs the visitor in' },
  'POST /api/auth/session/refresh': { allowed: signedIn, why: "re-reads the caller's own role and church into their session" },
  'GET /ws': { allowed: signedIn, why: "the caller's own notifications and conversations as they happen" },

  // The gateway's calls into identity; never reachable from outside.
  'POST /internal/credentials/verify': { allowed: gatewayInternal, why: 'the gateway checks a password at sign-in' },
  'POST /internal/users': { allowed: gatewayInternal, why: 'the gateway creates the account at sign-up' },
  'POST /internal/sessions/current': { allowed: gatewayInternal, why: "the gateway re-reads a session's user" },
  'POST /internal/magic-links/redeem': { allowed: gatewayInternal, why: 'the gateway redeems a magic link to start a session' },

  // Who the caller is (SPEC §7): any non-success means signed out.
  'GET /api/auth/user': { allowed: signedIn, why: 'SPEC §7: the current user; signed out is a non-success' },
  'GET /api/auth/user-role': { allowed: signedIn, why: "SPEC §7: the caller's role, which decides the sidebar" },

  // Account recovery: SPEC §2 /reset-password, /email-verification and /auto-login are public screens.
  'POST /api/auth/password-reset/request': { allowed: anyone, why: 'a visitor who forgot their password asks for a link' },
  'POST /api/auth/password-reset/confirm': { allowed: anyone, why: 'the emailed token is the proof, not a session' },
  'POST /api/auth/email-verification/send': { allowed: signedIn, why: "sends a link to the caller's own address" },
  'POST /api/auth/email-verification/confirm': { allowed: anyone, why: 'SPEC §2: /email-verification treats the user as signed out' },
  'POST /api/auth/magic-link/request': { allowed: anyone, why: 'a visitor asks for a sign-in link' },

  // The caller's own account (SPEC §2 Account, §6: only signed-in users get preferences saved).
  'GET /api/user/preferences': { allowed: signedIn, why: "the caller's own theme and font size" },
  'PUT /api/user/preferences': { allowed: signedIn, why: "saves the caller's own theme and font size" },
  'POST /api/user/language': { allowed: signedIn, why: 'SPEC §6, §7: only a signed-in user has a language saved' },
  'PATCH /api/user/profile': { allowed: signedIn, why: "the caller's own names and username" },
  'POST /api/user/profile-image': { allowed: signedIn, why: "replaces the caller's own photo" },
  'DELETE /api/user/profile-image': { allowed: signedIn, why: "removes the caller's own photo" },
  'GET /api/user/profile-images/:id': {
    allowed: anyone,
    why: 'an avatar is shown wherever its person is, cached by shared caches; its random id changes with every upload',
  },
  'GET /api/user/weekly-checkins': { allowed: signedIn, why: "SPEC §2 /weekly-checkin: the caller's own history" },
  'GET /api/user/weekly-checkins/current': { allowed: signedIn, why: "the caller's own check-in this week" },
  'PUT /api/user/weekly-checkins/current': { allowed: signedIn, why: "saves the caller's own check-in" },

  // Onboarding and joining a church: the screens are public, but each call saves to the caller's own account.
  'GET /api/user/onboarding': { allowed: signedIn, why: "the caller's own onboarding progress" },
  'PUT /api/user/onboarding/:step': { allowed: signedIn, why: "saves one step of the caller's own onboarding" },
  'GET /api/user/churches': { allowed: signedIn, why: 'the church step lists churches to ask to join' },
  'GET /api/church-memberships/mine': { allowed: signedIn, why: "the caller's own membership or request" },
  'DELETE /api/church-memberships/mine/request': { allowed: signedIn, why: "withdraws the caller's own request to join" },
  'GET /api/church-memberships/join': { allowed: signedIn, why: 'a join link names its church before the caller joins; signed out, it offers sign-in' },
  'POST /api/church-memberships/join': { allowed: signedIn, why: 'the caller joins through the link their church shared' },

  // Member management (/member-management, SPEC §6 CHURCH ADMIN People Management): the church's own staff.
  'GET /api/church-memberships/requests': { allowed: level(levels.churchStaff), why: "the requests to join the caller's church" },
  'POST /api/church-memberships/requests/:userId/accept': { allowed: level(levels.churchStaff), why: "takes a person into the caller's church" },
  'POST /api/church-memberships/requests/:userId/decline': { allowed: level(levels.churchStaff), why: "turns down a request to join the caller's church" },
  'GET /api/church-memberships/members': { allowed: level(levels.churchStaff), why: "lists the people of the caller's church with their emails" },
  'PUT /api/church-memberships/members/:userId/role': { allowed: level(levels.churchStaff), why: 'gives a church role' },
  'DELETE /api/church-memberships/members/:userId': { allowed: level(levels.churchStaff), why: "removes a person from the caller's church" },
  'GET /api/church-memberships/join-link': { allowed: level(levels.churchStaff), why: "the link that lets anyone join the caller's church at once" },
  'POST /api/church-memberships/join-link': { allowed: level(levels.churchStaff), why: 'replaces that link' },
  'PUT /api/accounts/:userId/status': { allowed: level(levels.platformStaff), why: 'suspends or restores any account' },

  // The church directory (/churches) and claiming a church (/church-claiming): the directory is for everyone signed
  // in; a claim is its claimant's own (anyone else's is a 404), and platform support decides the review claims.
  'GET /api/churches': { allowed: signedIn, why: 'the directory of listed churches, searched by name and place' },
  'GET /api/churches/:churchId': { allowed: signedIn, why: 'one church of the directory' },
  'POST /api/church-claims': { allowed: signedIn, why: 'the caller claims a listed church nobody runs yet, for themselves' },
  'GET /api/church-claims/mine': { allowed: signedIn, why: "the caller's own claims" },
  'POST /api/church-claims/:claimId/verify': { allowed: signedIn, why: "the caller proves their own claim with the mailed code" },
  'DELETE /api/church-claims/:claimId': { allowed: signedIn, why: "the caller withdraws their own open claim" },
  'GET /api/church-claims': { allowed: level(levels.platformStaff), why: 'the review claims of every church, with who claims' },
  'POST /api/church-claims/:claimId/approve': { allowed: level(levels.platformStaff), why: "makes the claimant a church's admin" },
  'POST /api/church-claims/:claimId/reject': { allowed: level(levels.platformStaff), why: 'turns a review claim down with a reason' },

  // The prayer wall (SPEC §1, §2 /prayer-wall): the caller's church's wall; author-only rules are per prayer.
  // The Bible (SPEC §1): public-domain text; /features/bible-reading promises it to visitors too.
  'GET /api/bible/translations': { allowed: anyone, why: 'which public-domain translations there are' },
  'GET /api/bible/:translation/:book/:chapter': { allowed: anyone, why: 'a chapter of public-domain text' },
  'GET /api/bible/:translation/passage': { allowed: anyone, why: 'a passage of public-domain text' },
  'GET /api/bible/:translation/search': { allowed: anyone, why: 'searching public-domain text' },
  'GET /api/bible/:translation/verse-of-the-day': { allowed: anyone, why: 'the same verse for everyone on a day' },
  'GET /api/bible-study/:book/:chapter': { allowed: signedIn, why: "the caller's own highlights and notes" },
  'PUT /api/bible-study/:book/:chapter/:verse/highlight': { allowed: signedIn, why: 'highlights a verse for the caller alone' },
  'DELETE /api/bible-study/:book/:chapter/:verse/highlight': { allowed: signedIn, why: "takes the caller's own highlight off" },
  'POST /api/bible-study/:book/:chapter/:verse/notes': { allowed: signedIn, why: 'a note the caller alone reads' },
  'PUT /api/bible-study/notes/:noteId': { allowed: signedIn, why: "edits the caller's own note" },
  'DELETE /api/bible-study/notes/:noteId': { allowed: signedIn, why: "deletes the caller's own note" },
  'GET /api/bible-discussions/:book/:chapter': { allowed: signedIn, why: "the caller's church's discussion of a chapter" },
  'POST /api/bible-discussions/:book/:chapter': { allowed: signedIn, why: "a comment in the caller's church's discussion" },
  'DELETE /api/bible-discussions/comments/:commentId': { allowed: signedIn, why: 'its author, or the church staff, take a comment down' },
  // The S.O.A.P. journal (SPEC §2 /soap): each member's own, private entries; anyone else's is a 404.
  'GET /api/soap-entries': { allowed: signedIn, why: "the caller's own journal entries" },
  'POST /api/soap-entries': { allowed: signedIn, why: 'a journal entry the caller alone reads' },
  'GET /api/soap-entries/:entryId': { allowed: signedIn, why: "reads the caller's own entry" },
  'PUT /api/soap-entries/:entryId': { allowed: signedIn, why: "changes the caller's own entry (the editor's autosave too)" },
  'DELETE /api/soap-entries/:entryId': { allowed: signedIn, why: "deletes the caller's own entry" },
  // Saved items (SPEC §2 /saved): each member's own; a request only while they may see it on the wall.
  'GET /api/saved-items': { allowed: signedIn, why: "the caller's own saved requests, verses and reflections" },
  'POST /api/saved-items': { allowed: signedIn, why: 'saves for the caller a request they may see, a verse or their own entry' },
  'GET /api/saved-items/lookup': { allowed: signedIn, why: 'which of the named things the caller saved' },
  'DELETE /api/saved-items/:savedItemId': { allowed: signedIn, why: "removes the caller's own saved item" },
  'GET /api/audio-routines': { allowed: signedIn, why: "the caller's own audio routines" },
  'POST /api/audio-routines': { allowed: signedIn, why: 'an audio routine the caller alone plays' },
  'GET /api/audio-routines/:routineId': { allowed: signedIn, why: "reads the caller's own routine" },
  'PUT /api/audio-routines/:routineId': { allowed: signedIn, why: "changes the caller's own routine and its items" },
  'DELETE /api/audio-routines/:routineId': { allowed: signedIn, why: "deletes the caller's own routine" },

  // Reading plans (SPEC §1, §7 days and progress): the catalogue is the same for everyone signed in; progress and
  // custom plans are each member's own, and another member's custom plan is a 404. An intermediate plan needs
  // Servant to be started (SPEC §9), which the handler decides by the plan named.
  'GET /api/reading-plans': { allowed: signedIn, why: 'the catalogue of reading plans, locks shown for the caller' },
  'POST /api/reading-plans': { allowed: planTier('torchbearer'), why: 'SPEC §6: the custom reading plan generator is Torchbearer\'s' },
  'GET /api/reading-plans/mine': { allowed: signedIn, why: "the plans the caller follows and made, with their plan tier" },
  'GET /api/reading-plans/offline': { allowed: signedIn, why: "the chapters ahead in the caller's own plans, as many as their plan tier keeps offline" },
  'GET /api/reading-plans/:planId': { allowed: signedIn, why: "a catalogue plan, or the caller's own custom plan" },
  'GET /api/reading-plans/:planId/days': { allowed: signedIn, why: 'SPEC §7: the days of a plan the caller may read' },
  'GET /api/reading-plans/:planId/days/:day': { allowed: signedIn, why: "a day's passages and devotion, and whether the caller read it" },
  'GET /api/reading-plans/:planId/progress': { allowed: signedIn, why: "SPEC §7: the caller's own progress in a plan" },
  'POST /api/reading-plans/:planId/start': { allowed: signedIn, why: 'the caller follows a plan their plan tier includes' },
  'POST /api/reading-plans/:planId/restart': { allowed: signedIn, why: "starts the caller's own following again" },
  'POST /api/reading-plans/:planId/catch-up': { allowed: signedIn, why: "moves the caller's own schedule" },
  'DELETE /api/reading-plans/:planId/progress': { allowed: signedIn, why: "stops the caller's own following" },
  'PUT /api/reading-plans/:planId/days/:day/read': { allowed: signedIn, why: 'marks a day read for the caller alone' },
  'DELETE /api/reading-plans/:planId/days/:day/read': { allowed: signedIn, why: "takes the caller's own reading of a day back" },
  'GET /api/prayers': { allowed: signedIn, why: "the caller's church's wall" },
  'POST /api/prayers': { allowed: signedIn, why: "shares a request on the caller's church's wall" },
  'POST /api/prayers/:prayerId/prayed': { allowed: signedIn, why: 'records that the caller prayed for a request of their church' },
  'DELETE /api/prayers/:prayerId/prayed': { allowed: signedIn, why: "takes back the caller's own prayed mark" },
  'PUT /api/prayers/:prayerId/answered': { allowed: signedIn, why: 'its author marks a request answered' },
  'DELETE /api/prayers/:prayerId': { allowed: signedIn, why: 'its author takes a request down' },
  'GET /api/prayers/:prayerId': { allowed: signedIn, why: 'one request the caller may see (their church, or a private one of their circle)' },
  'PUT /api/prayers/:prayerId': { allowed: signedIn, why: 'its author rewrites a request' },
  'GET /api/prayers/:prayerId/intercessors': { allowed: signedIn, why: 'who prayed for a request the caller may see' },
  'GET /api/prayers/:prayerId/comments': { allowed: signedIn, why: 'the comments on a request the caller may see' },
  'POST /api/prayers/:prayerId/comments': { allowed: signedIn, why: 'encourages the author of a request the caller may see' },
  'DELETE /api/prayer-comments/:commentId': { allowed: signedIn, why: "its writer, the request's author or the church's moderators take a comment down" },
  'POST /api/prayers/:prayerId/reports': { allowed: signedIn, why: "reports a request the caller may see to the church's moderators" },
  // Prayer circles (SPEC §1): a few members of one church; everything but an invitation is for its members.
  'GET /api/prayer-circles': { allowed: signedIn, why: "the caller's own circles" },
  'POST /api/prayer-circles': { allowed: signedIn, why: 'a circle the caller owns' },
  'GET /api/prayer-circles/:circleId': { allowed: signedIn, why: "a circle the caller belongs to, with its members' names" },
  'PUT /api/prayer-circles/:circleId': { allowed: signedIn, why: 'its owner renames a circle' },
  'DELETE /api/prayer-circles/:circleId': { allowed: signedIn, why: 'its owner ends a circle' },
  'GET /api/prayer-circles/:circleId/prayers': { allowed: signedIn, why: "the private feed of a circle the caller belongs to" },
  'GET /api/prayer-circles/:circleId/invitation': { allowed: signedIn, why: "its owner's invitation link" },
  'POST /api/prayer-circles/:circleId/invitation': { allowed: signedIn, why: 'its owner replaces the invitation link' },
  'GET /api/prayer-circle-invitations/:code': { allowed: signedIn, why: 'what an invitation of the caller\'s church leads to' },
  'POST /api/prayer-circle-invitations/:code/accept': { allowed: signedIn, why: "joins a circle of the caller's church by its invitation" },
  'DELETE /api/prayer-circles/:circleId/membership': { allowed: signedIn, why: 'the caller leaves a circle' },
  'DELETE /api/prayer-circles/:circleId/members/:userId': { allowed: signedIn, why: 'its owner removes someone from a circle' },
  'GET /api/prayer-circles/:circleId/reflections': { allowed: signedIn, why: 'the journal entries shared with a circle the caller belongs to' },
  'GET /api/soap-entries/:entryId/circles': { allowed: signedIn, why: "the circles the caller's own entry is shared with" },
  'PUT /api/soap-entries/:entryId/circles': { allowed: signedIn, why: "shares the caller's own saved entry with their circles" },

  // Connect: SPEC §2 protected screens, each answering the caller's church or the caller's own.
  // Push (SPEC §2 /notification-settings): the key browsers subscribe with, and each browser's subscription, its member's own.
  'GET /api/notifications/push/public-key': { allowed: signedIn, why: 'the public key a browser subscribes to pushes with' },
  'POST /api/notifications/push/subscriptions': { allowed: signedIn, why: "keeps the caller's own browser for pushes" },
  'GET /api/notifications/push/subscriptions': { allowed: signedIn, why: "how many of the caller's own browsers take pushes" },
  'DELETE /api/notifications/push/subscriptions/:subscriptionId': { allowed: signedIn, why: "ends the caller's own browser's subscription" },
  // The directory and contacts (SPEC §2 /people, /contacts): the caller's church's people as each shares, and the
  // caller's own contacts and sharing.
  'GET /api/people': { allowed: signedIn, why: "the people of the caller's church who let the caller find them" },
  'GET /api/people/:userId': { allowed: signedIn, why: "one person of the caller's church whom the caller may find, or keeps" },
  'GET /api/people/me/sharing': { allowed: signedIn, why: 'what the caller shares in the directory, and with whom' },
  'PUT /api/people/me/sharing': { allowed: signedIn, why: "changes the caller's own directory card" },
  'GET /api/contacts': { allowed: signedIn, why: "the caller's own contacts" },
  'PUT /api/contacts/:userId': { allowed: signedIn, why: 'the caller keeps someone they may find as a contact' },
  'DELETE /api/contacts/:userId': { allowed: signedIn, why: "takes someone off the caller's own contacts" },
  // The Engagement Board (SPEC §2 /leaderboard): the caller's church's (or community's) members by points.
  'GET /api/engagement-board': { allowed: signedIn, why: "the members of the caller's church (or one of their communities) by points" },
  'PUT /api/engagement-board/me': { allowed: signedIn, why: 'hides the caller from every board, or shows them again' },
  // Messages and chat (SPEC §2 /messages, /chat; §7): the caller's own conversations with people of their church.
  'GET /api/conversations': { allowed: signedIn, why: "the caller's own conversations" },
  'GET /api/conversations/unread': { allowed: signedIn, why: "how many messages wait unread for the caller (the header's badge)" },
  'GET /api/conversations/people': { allowed: signedIn, why: "people of the caller's church to write to, by name" },
  'POST /api/conversations': { allowed: signedIn, why: "starts a conversation with people of the caller's church" },
  'GET /api/conversations/:conversationId': { allowed: signedIn, why: 'a conversation the caller is in, with its members' },
  'GET /api/conversations/:conversationId/messages': { allowed: signedIn, why: 'SPEC §7: the messages of a conversation the caller is in' },
  'POST /api/conversations/:conversationId/messages': { allowed: signedIn, why: 'writes in a conversation the caller is in' },
  'POST /api/conversations/:conversationId/read': { allowed: signedIn, why: "moves the caller's own read mark in a conversation they are in" },
  'POST /api/conversations/:conversationId/members': { allowed: signedIn, why: 'the creator of a group adds people of the church' },
  'DELETE /api/conversations/:conversationId/members/:userId': { allowed: signedIn, why: 'the creator of a group removes someone, or anyone leaves' },
  'PATCH /api/conversations/messages/:messageId': { allowed: signedIn, why: 'the sender edits their own message, in a conversation they are in' },
  'DELETE /api/conversations/messages/:messageId': { allowed: signedIn, why: 'the sender deletes their own message, in a conversation they are in' },
  'POST /api/conversations/messages/:messageId/reports': { allowed: signedIn, why: "reports another's message in a conversation the caller is in, for the church's moderators" },
  'GET /api/events': { allowed: signedIn, why: "the caller's church's upcoming events" },
  'GET /api/events/:eventId': { allowed: signedIn, why: "one event of the caller's church, with the caller's own RSVP" },
  'POST /api/events': { allowed: level(eventPlanners), why: "church staff plan the church's events; leaders and group / ministry admins their community's (checked in the handler)" },
  'PUT /api/events/:eventId': { allowed: signedIn, why: "the event's creator or church staff change it" },
  'POST /api/events/:eventId/cancel': { allowed: signedIn, why: "the event's creator or church staff cancel it" },
  'PUT /api/events/:eventId/rsvp': { allowed: signedIn, why: "the caller's own answer to an event of their church" },
  'GET /api/events/:eventId/attendees': { allowed: signedIn, why: "the check-in list: the event's organisers and its community's leaders (checked in the handler)" },
  'POST /api/events/calendar-feeds': { allowed: signedIn, why: "a new secret address of the caller's own events, or of a community they belong to" },
  'GET /api/events/calendar/:feedToken': { allowed: anyone, why: 'a calendar app has no session: the unguessable secret in the address is the proof' },
  'POST /api/events/:eventId/check-in': { allowed: signedIn, why: "checks a person in by their code or from the list: the event's organisers and its community's leaders" },
  // Communities (SPEC §2 /communities, /community, /community-management): the caller's church's groups, ministries
  // and other communities. Who may act on one (its admins, leaders, members, the church's staff) is object-level.
  'GET /api/communities': { allowed: signedIn, why: "the caller's church's communities they may see (hidden ones only to members and staff)" },
  'GET /api/communities/mine': { allowed: signedIn, why: "the caller's own groups and ministries" },
  'GET /api/communities/managed': { allowed: signedIn, why: 'the communities the caller runs as admin or leader (all of them for church staff)' },
  'GET /api/communities/:communityId': { allowed: signedIn, why: "a community of the caller's church they may see" },
  'POST /api/communities': {
    allowed: level(communityCreators),
    why: 'the church staff create any community; group and ministry admins a group or a ministry (checked by type)',
  },
  'PUT /api/communities/:communityId': { allowed: signedIn, why: "its admins or the church's staff change its settings" },
  'DELETE /api/communities/:communityId': { allowed: level(levels.churchStaff), why: "the church's staff take a community down" },
  'POST /api/communities/:communityId/join': { allowed: signedIn, why: 'the caller joins, or asks to join, a community of their church' },
  'DELETE /api/communities/:communityId/join-request': { allowed: signedIn, why: "the caller takes back their own request to join" },
  'DELETE /api/communities/:communityId/membership': { allowed: signedIn, why: 'the caller leaves a community' },
  'GET /api/communities/:communityId/members': { allowed: signedIn, why: "its members, to its members (an open community's to its church)" },
  'POST /api/communities/:communityId/members': { allowed: signedIn, why: 'its admins add a person of the church' },
  'GET /api/communities/:communityId/candidates': { allowed: signedIn, why: "the church's people its admins may add, by name" },
  'PUT /api/communities/:communityId/members/:userId/role': { allowed: signedIn, why: "its admins change a member's role" },
  'DELETE /api/communities/:communityId/members/:userId': { allowed: signedIn, why: 'its admins remove a member' },
  'GET /api/communities/:communityId/requests': { allowed: signedIn, why: 'the requests to join, for its admins, leaders and the church staff' },
  'POST /api/communities/:communityId/requests/:userId/accept': { allowed: signedIn, why: 'its admins or leaders take someone in' },
  'POST /api/communities/:communityId/requests/:userId/decline': { allowed: signedIn, why: 'its admins or leaders turn a request down' },
  // Campuses (SPEC §1 multi-campus): listed to the church's people, kept by its staff.
  'GET /api/campuses': { allowed: signedIn, why: "the caller's church's campuses" },
  'POST /api/campuses': { allowed: level(levels.churchStaff), why: "adds a campus to the caller's church" },
  'PUT /api/campuses/:campusId': { allowed: level(levels.churchStaff), why: "renames a campus of the caller's church" },
  'DELETE /api/campuses/:campusId': { allowed: level(levels.churchStaff), why: "removes a campus of the caller's church" },
  'GET /api/notifications': { allowed: signedIn, why: "SPEC §7: the caller's own notifications" },
  'POST /api/notifications/mark-all-read': { allowed: signedIn, why: "marks the caller's own read" },
  'POST /api/notifications/:id/read': { allowed: signedIn, why: "marks one of the caller's own read" },
  'GET /api/notifications/settings': { allowed: signedIn, why: "SPEC §2 /notification-settings: the caller's own" },
  'PUT /api/notifications/settings': { allowed: signedIn, why: "saves the caller's own channels" },
  'GET /api/auth/admin-communities': { allowed: signedIn, why: "SPEC §7: every signed-in shell asks, to decide the sidebar; answers the caller's own access" },
  'GET /api/auth/pending-staff-invitations': { allowed: signedIn, why: 'SPEC §7: invitations addressed to the caller' },
  'POST /api/auth/mark-staff-invitations-read': { allowed: signedIn, why: "marks the caller's own invitations read" },
  'GET /api/auth/admin-notifications': { allowed: signedIn, why: 'SPEC §7: the header asks for everyone; only communities the caller administers answer' },

  // Serve: SPEC §6 the SERVE section is for any signed-in user.
  'GET /api/opportunities': { allowed: signedIn, why: "SPEC §6 SERVE: the caller's church's opportunity board" },

  // Administration: SPEC §1 "online giving with donor analytics", shown under CHURCH ADMIN (SPEC §6).
  'GET /api/giving/summary': { allowed: level(levels.churchAdmin), why: "the caller's church's donations" },

  // The public site (SPEC §2 public routes, §7): translations, prices, the welcome dialog, the contact forms.
  'GET /api/translations/core/:languageCode': { allowed: anyone, why: 'SPEC §7: the public site reads them too' },
  'GET /api/country/detect': { allowed: anyone, why: 'SPEC §7: the pricing page, signed out' },
  'GET /api/country/pricing/individual/:countryCode': { allowed: anyone, why: 'SPEC §2, §7: the public pricing page' },
  'GET /api/country/pricing/church/:countryCode': { allowed: anyone, why: 'SPEC §2: the public pricing page, church plans' },
  'GET /api/country/pricing/boost-packs/:countryCode': { allowed: anyone, why: 'SPEC §2: the public pricing page, boost packs' },
  'GET /api/localization/data': { allowed: anyone, why: 'SPEC §2: the first-visit welcome dialog, signed out too' },
  'POST /api/localization/apply': { allowed: anyone, why: 'SPEC §4: the welcome dialog applies for visitors too' },
  'POST /api/contact': { allowed: anyone, why: 'SPEC §2: /contact, /enterprise-contact and /support are public' },

  // Social feed (/social-feed, the connect service): posts of the caller's church and of their communities.
  'GET /api/social-feed': { allowed: signedIn, why: "the caller's church's feed and their communities' posts" },
  'POST /api/social-feed': { allowed: signedIn, why: "posts to the caller's church or one of their communities (announcing: checked per audience)" },
  'GET /api/social-feed/announcements': { allowed: signedIn, why: "the announcements pinned for the caller's church and communities" },
  'GET /api/social-feed/audiences': { allowed: signedIn, why: 'where the caller may post and announce' },
  'GET /api/social-feed/posts/:postId': { allowed: signedIn, why: 'one post the caller may see' },
  'DELETE /api/social-feed/posts/:postId': { allowed: signedIn, why: "its author, the community's leaders or the church's staff take a post down" },
  'PUT /api/social-feed/posts/:postId/announcement': { allowed: signedIn, why: "the church's staff, or the community's leaders, pin a post (checked per post)" },
  'DELETE /api/social-feed/posts/:postId/announcement': { allowed: signedIn, why: "the church's staff, or the community's leaders, unpin a post (checked per post)" },
  'PUT /api/social-feed/posts/:postId/reaction': { allowed: signedIn, why: "the caller's own reaction to a post they may see" },
  'GET /api/social-feed/posts/:postId/comments': { allowed: signedIn, why: 'the comments on a post the caller may see' },
  'POST /api/social-feed/posts/:postId/comments': { allowed: signedIn, why: 'comments on a post the caller may see' },
  'DELETE /api/social-feed/comments/:commentId': { allowed: signedIn, why: "its writer, the post's author or its moderators take a comment down" },
  'POST /api/social-feed/posts/:postId/reports': { allowed: signedIn, why: "reports a post the caller may see to its moderators" },
  'POST /api/social-feed/images': { allowed: signedIn, why: 'uploads an image for a post the caller writes (a member of a church)' },
  'GET /api/social-feed/images/:id': { allowed: signedIn, why: 'an image of a post the caller may see, or their own before it is posted' },

  // Forums (SPEC §2 /forums, /forums/new, /forums/{id}; the connect service): the caller's church's threads. Who may
  // moderate one (the church's staff, a community's leaders and admins) and who sees it (a hidden community's
  // members) is object-level.
  'GET /api/forums/categories': { allowed: signedIn, why: "the caller's church's forum categories" },
  'POST /api/forums/categories': { allowed: level(levels.churchStaff), why: "the church's staff keep its forum categories" },
  'PUT /api/forums/categories/:categoryId': { allowed: level(levels.churchStaff), why: "the church's staff rename its forum categories" },
  'DELETE /api/forums/categories/:categoryId': { allowed: level(levels.churchStaff), why: "the church's staff delete a forum category without threads" },
  'GET /api/forums/threads': { allowed: signedIn, why: "the threads of the caller's church they may see" },
  'POST /api/forums/threads': { allowed: signedIn, why: "any member starts a thread, church-wide or in a community of theirs" },
  'GET /api/forums/threads/:threadId': { allowed: signedIn, why: "a thread of the caller's church they may see" },
  'GET /api/forums/threads/:threadId/posts': { allowed: signedIn, why: "the replies of a thread of the caller's church they may see" },
  'POST /api/forums/threads/:threadId/posts': { allowed: signedIn, why: 'any member replies to a thread they may see and post in' },
  'PUT /api/forums/threads/:threadId/pinned': { allowed: signedIn, why: "the thread's moderators (object-level: staff, or the community's leaders and admins)" },
  'PUT /api/forums/threads/:threadId/locked': { allowed: signedIn, why: "the thread's moderators (object-level: staff, or the community's leaders and admins)" },
  'PUT /api/forums/posts/:postId': { allowed: signedIn, why: 'its author edits a post (object-level: their own only)' },
  'DELETE /api/forums/posts/:postId': { allowed: signedIn, why: 'its author deletes a post, an opening post with its thread (object-level: their own only)' },
  'PUT /api/forums/posts/:postId/reactions': { allowed: signedIn, why: "any member reacts to a post of their church they may see" },
  'POST /api/forums/posts/:postId/reports': { allowed: signedIn, why: "any member reports someone else's post they may see" },
  'DELETE /api/forums/posts/:postId/reports': { allowed: signedIn, why: "the post's moderators dismiss its reports (object-level)" },
  'PUT /api/forums/posts/:postId/status': { allowed: signedIn, why: "the post's moderators approve, reject, hide or restore it (object-level)" },
  'GET /api/forums/moderation/pending': { allowed: signedIn, why: 'the posts waiting for approval in what the caller moderates (none for others)' },
  'GET /api/forums/moderation/reported': { allowed: signedIn, why: 'the reported posts in what the caller moderates (none for others)' },
  'GET /api/forums/moderation/communities': { allowed: signedIn, why: 'the communities whose forum the caller moderates (none for others)' },
  'PUT /api/forums/communities/:communityId/moderation': { allowed: signedIn, why: "a community's leaders and admins, or the church's staff (object-level)" },
};
