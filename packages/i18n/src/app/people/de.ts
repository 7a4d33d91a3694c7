import type { PeopleTranslations } from './en';

/** German (Deutsch): the directory's and contacts' strings, translated from en.ts. */
const dictionary: PeopleTranslations = {
  'people.about': 'Über dich (optional)',
  'people.addContact': 'Zu Kontakten hinzufügen',
  'people.allCommunities': 'Deine ganze Gemeinde',
  'people.back': 'Alle Personen',
  'people.charactersLeft': 'Noch {count} Zeichen',
  'people.community': 'Gemeinschaft',
  'people.contactsLink': 'Deine Kontakte',
  'people.email': 'E-Mail',
  'people.emailOptional': 'E-Mail zum Teilen (optional)',
  'people.emptyBody': 'Personen aus deiner Gemeinde erscheinen hier, wenn sie sich von dir finden lassen.',
  'people.emptyTitle': 'Noch niemand zu sehen',
  'people.inCommon': 'Gemeinsame Gemeinschaften: {names}',
  'people.inContacts': 'In deinen Kontakten',
  'people.message': 'Nachricht schreiben',
  'people.messageLabel': 'Nachricht an {name} schreiben',
  'people.noMatches': 'Niemand passt',
  'people.noMatchesBody': 'Versuche es mit einem anderen Namen oder einer anderen Gemeinschaft.',
  'people.notFindable': 'Diese Person teilt ihre Angaben nicht mehr im Verzeichnis.',
  'people.phone': 'Telefon',
  'people.phoneOptional': 'Telefon zum Teilen (optional)',
  'people.save': 'Speichern',
  'people.saved': 'Gespeichert. Andere sehen jetzt, was du teilst.',
  'people.saving': 'Wird gespeichert…',
  'people.search': 'Nach Namen suchen',
  'people.searchButton': 'Suchen',
  'people.sharingIntro':
    'Dein Name und deine Rolle sind für alle sichtbar, die dich finden können, zusammen mit dem, was du hier ergänzt.',
  'people.sharingLink': 'Was du teilst',
  'people.sharingTitle': 'Was du teilst',
  'people.title': 'Personen',
  'people.visibility.church': 'Deine ganze Gemeinde',
  'people.visibility.churchHint': 'Alle aus deiner Gemeinde können dich unter „Personen“ finden.',
  'people.visibility.communities': 'Personen aus deinen Gemeinschaften',
  'people.visibility.communitiesHint':
    'Nur wer mit dir in einer Gruppe oder einem Dienstbereich ist, kann dich finden.',
  'people.visibility.hidden': 'Niemand',
  'people.visibility.hiddenHint': 'Du wirst nicht aufgeführt. Wo du mitmachst, sehen andere deinen Namen trotzdem.',
  'people.visibility.legend': 'Wer dich finden kann',
  'contacts.emptyBody':
    'Tippe unter „Personen“ bei jemandem auf „Zu Kontakten hinzufügen“, um die Person hier zu behalten.',
  'contacts.emptyTitle': 'Noch keine Kontakte',
  'contacts.findPeople': 'Personen aus deiner Gemeinde finden',
  'contacts.title': 'Kontakte',
  'error.person_not_found': 'Diese Person wurde nicht gefunden',
};

export default dictionary;
