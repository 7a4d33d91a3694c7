import type { AdminTranslations } from './en';

/** Polish (polski): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Zarządzanie członkami',
  'memberManagement.intro':
    'Przyjmuj nowe osoby do swojego kościoła, nadawaj role kościelne i udostępniaj link do dołączenia.',
  'memberManagement.introFor':
    'Przyjmuj nowe osoby do {church}, nadawaj role kościelne i udostępniaj link do dołączenia.',
  'memberManagement.sections': 'Sekcje zarządzania członkami',
  'memberManagement.requestsTab': 'Prośby o dołączenie',
  'memberManagement.peopleTab': 'Osoby',
  'memberManagement.joinLinkTab': 'Link do dołączenia',
  'memberManagement.waitingCount': 'Oczekujący: {count}',
  'memberManagement.loadingRequests': 'Wczytywanie próśb o dołączenie',
  'memberManagement.noRequests': 'Nikt nie czeka',
  'memberManagement.noRequestsBody':
    'Gdy ktoś poprosi o dołączenie do twojego kościoła, pojawi się tutaj, a ty zdecydujesz, czy go przyjąć, czy odrzucić.',
  'memberManagement.askedOn': 'Prośba z {date}',
  'memberManagement.accept': 'Przyjmij',
  'memberManagement.acceptPerson': 'Przyjmij: {name}',
  'memberManagement.decline': 'Odrzuć',
  'memberManagement.declinePerson': 'Odrzuć: {name}',
  'memberManagement.accepted': '{name} jest teraz członkiem twojego kościoła',
  'memberManagement.declined': 'Prośba od {name} odrzucona',
  'memberManagement.acceptFailed': 'Nie udało się przyjąć: {name}',
  'memberManagement.declineFailed': 'Nie udało się odrzucić: {name}',
  'memberManagement.alreadyAnswered': 'Na prośbę od {name} już odpowiedziano',
  'memberManagement.searchPeople': 'Szukaj po imieniu, nazwisku lub e-mailu',
  'memberManagement.loadingPeople': 'Wczytywanie osób',
  'memberManagement.noMatches': 'Nikt nie pasuje do „{search}”',
  'memberManagement.noMatchesBody': 'Spróbuj części imienia, nazwiska lub adresu e-mail.',
  'memberManagement.noPeople': 'Nie ma jeszcze członków',
  'memberManagement.noPeopleBody':
    'Tutaj pojawiają się osoby przyjęte przez ciebie i te, które dołączą przez twój link.',
  'memberManagement.you': 'Ty',
  'memberManagement.role': 'Rola',
  'memberManagement.readOnlyRole': 'Rola: {role}',
  'memberManagement.saveRole': 'Zapisz rolę',
  'memberManagement.savingRole': 'Zapisywanie…',
  'memberManagement.roleChanged': '{name} ma teraz rolę: {role}',
  'memberManagement.roleChangeFailed': 'Rola osoby {name} nie została zmieniona: {reason}',
  'memberManagement.remove': 'Usuń',
  'memberManagement.removePerson': 'Usuń: {name}',
  'memberManagement.removeTitle': 'Usunąć: {name}?',
  'memberManagement.removeBody':
    '{name} przestanie być członkiem twojego kościoła: straci dostęp do jego modlitw, wydarzeń i aktualności oraz każdą rolę kościelną. Może ponownie poprosić o dołączenie.',
  'memberManagement.removing': 'Usuwanie…',
  'memberManagement.removed': '{name} nie jest już członkiem twojego kościoła',
  'memberManagement.loadingJoinLink': 'Wczytywanie linku do dołączenia',
  'memberManagement.noJoinLink': '{church} nie ma jeszcze linku do dołączenia.',
  'memberManagement.joinLinkExplained':
    'Każdy, kto otworzy link i się zaloguje, od razu dołączy do {church}, bez czekania na przyjęcie. Udostępniaj go tylko tam, gdzie chcesz.',
  'memberManagement.createLink': 'Utwórz link do dołączenia',
  'memberManagement.makingLink': 'Tworzenie linku…',
  'memberManagement.linkMade': 'Link do dołączenia utworzony',
  'memberManagement.joinLinkFor': 'Link do dołączenia do {church}',
  'memberManagement.copyLink': 'Kopiuj link',
  'memberManagement.linkCopied': 'Link skopiowany',
  'memberManagement.copyYourself': 'Link jest zaznaczony: naciśnij Ctrl+C (⌘C na Macu), aby go skopiować.',
  'memberManagement.makeNewLink': 'Utwórz nowy link',
  'memberManagement.newLinkTitle': 'Utworzyć nowy link do dołączenia?',
  'memberManagement.newLinkBody':
    'Obecny link od razu przestanie działać: każdy, kto go ma, będzie potrzebował nowego.',
  'memberManagement.newLinkMade': 'Utworzono nowy link do dołączenia: stary już nie działa',
  'admin.churchDashboard': 'Pulpit kościoła',
  'admin.totalGiving': 'Suma darowizn',
  'admin.last30Days': 'Ostatnie 30 dni',
  'admin.donations': 'Darowizny',
  'admin.donors': 'Darczyńcy',
  'admin.byFund': 'Darowizny według funduszu',
};

export default dictionary;
