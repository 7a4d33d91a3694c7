/**
 * English: the directory's and contacts' strings (mf-connect, /people and /contacts), and what their error codes
 * say. Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'people.about': 'About you (optional)',
  'people.addContact': 'Add to contacts',
  'people.allCommunities': 'Everyone in your church',
  'people.back': 'All people',
  'people.charactersLeft': '{count} characters left',
  'people.community': 'Community',
  'people.contactsLink': 'Your contacts',
  'people.email': 'Email',
  'people.emailOptional': 'Email to share (optional)',
  'people.emptyBody': 'People of your church appear here when they let you find them.',
  'people.emptyTitle': 'Nobody to show yet',
  'people.inCommon': 'Communities in common: {names}',
  'people.inContacts': 'In your contacts',
  'people.message': 'Message',
  'people.messageLabel': 'Message {name}',
  'people.noMatches': 'Nobody matches',
  'people.noMatchesBody': 'Try another name or community.',
  'people.notFindable': 'This person no longer shares their details in the directory.',
  'people.phone': 'Phone',
  'people.phoneOptional': 'Phone to share (optional)',
  'people.save': 'Save',
  'people.saved': 'Saved. People see what you share now.',
  'people.saving': 'Saving…',
  'people.search': 'Search by name',
  'people.searchButton': 'Search',
  'people.sharingIntro': 'Your name and role show to the people who can find you, with whatever you add here.',
  'people.sharingLink': 'What you share',
  'people.sharingTitle': 'What you share',
  'people.title': 'People',
  'people.visibility.church': 'Everyone in your church',
  'people.visibility.churchHint': 'Anyone of your church can find you in People.',
  'people.visibility.communities': 'People in your communities',
  'people.visibility.communitiesHint': 'Only people who share a group or ministry with you can find you.',
  'people.visibility.hidden': 'Nobody',
  'people.visibility.hiddenHint': 'You are not listed. People still see your name where you take part.',
  'people.visibility.legend': 'Who can find you',
  'contacts.emptyBody': 'In People, press “Add to contacts” on someone to keep them here.',
  'contacts.emptyTitle': 'No contacts yet',
  'contacts.findPeople': 'Find people of your church',
  'contacts.title': 'Contacts',
  'error.person_not_found': 'This person was not found',
} as const;

export type PeopleTranslationKey = keyof typeof dictionary;
export type PeopleTranslations = Readonly<Record<PeopleTranslationKey, string>>;

export default dictionary satisfies PeopleTranslations;
