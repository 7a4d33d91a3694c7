/**
 * English: the admin section's strings (mf-admin): member management (/member-management) and the church
 * dashboard. The role names it shows are core's `role.*`.
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Member Management',
  'memberManagement.intro': 'Welcome new people to your church, give church roles and share the join link.',
  'memberManagement.introFor': 'Welcome new people to {church}, give church roles and share the join link.',
  'memberManagement.sections': 'Member management sections',
  'memberManagement.requestsTab': 'Requests to join',
  'memberManagement.peopleTab': 'People',
  'memberManagement.joinLinkTab': 'Join link',
  'memberManagement.waitingCount': '{count} waiting',
  'memberManagement.loadingRequests': 'Loading requests to join',
  'memberManagement.noRequests': 'No one is waiting',
  'memberManagement.noRequestsBody':
    'When someone asks to join your church, they appear here for you to accept or decline.',
  'memberManagement.askedOn': 'Asked on {date}',
  'memberManagement.accept': 'Accept',
  'memberManagement.acceptPerson': 'Accept {name}',
  'memberManagement.decline': 'Decline',
  'memberManagement.declinePerson': 'Decline {name}',
  'memberManagement.accepted': '{name} is now a member of your church',
  'memberManagement.declined': 'Request from {name} declined',
  'memberManagement.acceptFailed': 'Could not accept {name}',
  'memberManagement.declineFailed': 'Could not decline {name}',
  'memberManagement.alreadyAnswered': 'The request from {name} was already answered',
  'memberManagement.searchPeople': 'Search by name or email',
  'memberManagement.loadingPeople': 'Loading people',
  'memberManagement.noMatches': 'No one matches “{search}”',
  'memberManagement.noMatchesBody': 'Try part of a first name, last name or email.',
  'memberManagement.noPeople': 'No members yet',
  'memberManagement.noPeopleBody': 'People you accept, and people who join through your link, appear here.',
  'memberManagement.you': 'You',
  'memberManagement.role': 'Role',
  'memberManagement.readOnlyRole': 'Role: {role}',
  'memberManagement.saveRole': 'Save role',
  'memberManagement.savingRole': 'Saving…',
  'memberManagement.roleChanged': '{name} is now {role}',
  'memberManagement.roleChangeFailed': 'The role of {name} was not changed: {reason}',
  'memberManagement.remove': 'Remove',
  'memberManagement.removePerson': 'Remove {name}',
  'memberManagement.removeTitle': 'Remove {name}?',
  'memberManagement.removeBody':
    '{name} will no longer be a member of your church: they lose its prayers, events and news, and any church role they have. They can ask to join again.',
  'memberManagement.removing': 'Removing…',
  'memberManagement.removed': '{name} is no longer a member of your church',
  'memberManagement.loadingJoinLink': 'Loading the join link',
  'memberManagement.noJoinLink': '{church} has no join link yet.',
  'memberManagement.joinLinkExplained':
    'Anyone who opens the link and signs in joins {church} at once, without waiting to be accepted. Share it only where you mean to.',
  'memberManagement.createLink': 'Create a join link',
  'memberManagement.makingLink': 'Making the link…',
  'memberManagement.linkMade': 'Join link made',
  'memberManagement.joinLinkFor': 'Join link for {church}',
  'memberManagement.copyLink': 'Copy link',
  'memberManagement.linkCopied': 'Link copied',
  'memberManagement.copyYourself': 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  'memberManagement.makeNewLink': 'Make a new link',
  'memberManagement.newLinkTitle': 'Make a new join link?',
  'memberManagement.newLinkBody': 'The current link stops working at once: anyone who has it will need the new one.',
  'memberManagement.newLinkMade': 'New join link made: the old one no longer works',
  'admin.churchDashboard': 'Church Dashboard',
  'admin.totalGiving': 'Total giving',
  'admin.last30Days': 'Last 30 days',
  'admin.donations': 'Donations',
  'admin.donors': 'Donors',
  'admin.byFund': 'Giving by fund',
} as const;

export type AdminTranslationKey = keyof typeof dictionary;
export type AdminTranslations = Readonly<Record<AdminTranslationKey, string>>;

export default dictionary satisfies AdminTranslations;
