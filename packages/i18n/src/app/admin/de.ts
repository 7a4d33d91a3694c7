import type { AdminTranslations } from './en';

/** German (Deutsch): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Mitgliederverwaltung',
  'memberManagement.intro':
    'Heiße neue Menschen in deiner Gemeinde willkommen, vergib Gemeinderollen und teile den Beitrittslink.',
  'memberManagement.introFor':
    'Heiße neue Menschen in {church} willkommen, vergib Gemeinderollen und teile den Beitrittslink.',
  'memberManagement.sections': 'Bereiche der Mitgliederverwaltung',
  'memberManagement.requestsTab': 'Beitrittsanfragen',
  'memberManagement.peopleTab': 'Personen',
  'memberManagement.joinLinkTab': 'Beitrittslink',
  'memberManagement.waitingCount': '{count} wartend',
  'memberManagement.loadingRequests': 'Beitrittsanfragen werden geladen',
  'memberManagement.noRequests': 'Niemand wartet',
  'memberManagement.noRequestsBody':
    'Wenn jemand deiner Gemeinde beitreten möchte, erscheint die Person hier, damit du sie annehmen oder ablehnen kannst.',
  'memberManagement.askedOn': 'Angefragt am {date}',
  'memberManagement.accept': 'Annehmen',
  'memberManagement.acceptPerson': '{name} annehmen',
  'memberManagement.decline': 'Ablehnen',
  'memberManagement.declinePerson': '{name} ablehnen',
  'memberManagement.accepted': '{name} ist jetzt Mitglied deiner Gemeinde',
  'memberManagement.declined': 'Anfrage von {name} abgelehnt',
  'memberManagement.acceptFailed': '{name} konnte nicht angenommen werden',
  'memberManagement.declineFailed': '{name} konnte nicht abgelehnt werden',
  'memberManagement.alreadyAnswered': 'Die Anfrage von {name} wurde bereits beantwortet',
  'memberManagement.searchPeople': 'Nach Name oder E-Mail suchen',
  'memberManagement.loadingPeople': 'Personen werden geladen',
  'memberManagement.noMatches': 'Niemand passt zu „{search}“',
  'memberManagement.noMatchesBody': 'Versuche es mit einem Teil eines Vornamens, Nachnamens oder einer E-Mail-Adresse.',
  'memberManagement.noPeople': 'Noch keine Mitglieder',
  'memberManagement.noPeopleBody':
    'Personen, die du annimmst, und Personen, die über deinen Link beitreten, erscheinen hier.',
  'memberManagement.you': 'Du',
  'memberManagement.role': 'Rolle',
  'memberManagement.readOnlyRole': 'Rolle: {role}',
  'memberManagement.saveRole': 'Rolle speichern',
  'memberManagement.savingRole': 'Wird gespeichert…',
  'memberManagement.roleChanged': '{name} ist jetzt {role}',
  'memberManagement.roleChangeFailed': 'Die Rolle von {name} wurde nicht geändert: {reason}',
  'memberManagement.remove': 'Entfernen',
  'memberManagement.removePerson': '{name} entfernen',
  'memberManagement.removeTitle': '{name} entfernen?',
  'memberManagement.removeBody':
    '{name} ist dann kein Mitglied deiner Gemeinde mehr: Gebete, Veranstaltungen und Neuigkeiten der Gemeinde sowie jede Gemeinderolle gehen verloren. Ein erneuter Beitritt kann wieder angefragt werden.',
  'memberManagement.removing': 'Wird entfernt…',
  'memberManagement.removed': '{name} ist kein Mitglied deiner Gemeinde mehr',
  'memberManagement.loadingJoinLink': 'Beitrittslink wird geladen',
  'memberManagement.noJoinLink': '{church} hat noch keinen Beitrittslink.',
  'memberManagement.joinLinkExplained':
    'Wer den Link öffnet und sich anmeldet, tritt {church} sofort bei, ohne auf eine Annahme zu warten. Teile ihn nur dort, wo du es willst.',
  'memberManagement.createLink': 'Beitrittslink erstellen',
  'memberManagement.makingLink': 'Link wird erstellt…',
  'memberManagement.linkMade': 'Beitrittslink erstellt',
  'memberManagement.joinLinkFor': 'Beitrittslink für {church}',
  'memberManagement.copyLink': 'Link kopieren',
  'memberManagement.linkCopied': 'Link kopiert',
  'memberManagement.copyYourself': 'Der Link ist markiert: Drücke Strg+C (⌘C auf dem Mac), um ihn zu kopieren.',
  'memberManagement.makeNewLink': 'Neuen Link erstellen',
  'memberManagement.newLinkTitle': 'Neuen Beitrittslink erstellen?',
  'memberManagement.newLinkBody':
    'Der aktuelle Link funktioniert sofort nicht mehr: Wer ihn hat, braucht dann den neuen.',
  'memberManagement.newLinkMade': 'Neuer Beitrittslink erstellt: Der alte funktioniert nicht mehr',
  'admin.churchDashboard': 'Gemeindeübersicht',
  'admin.totalGiving': 'Spendensumme',
  'admin.last30Days': 'Letzte 30 Tage',
  'admin.donations': 'Spenden',
  'admin.donors': 'Spender',
  'admin.byFund': 'Spenden nach Fonds',
};

export default dictionary;
