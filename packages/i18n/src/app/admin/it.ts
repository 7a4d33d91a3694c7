import type { AdminTranslations } from './en';

/** Italian (italiano): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Gestione membri',
  'memberManagement.intro':
    'Accogli le nuove persone nella tua chiesa, assegna i ruoli nella chiesa e condividi il link di adesione.',
  'memberManagement.introFor':
    'Accogli le nuove persone in {church}, assegna i ruoli nella chiesa e condividi il link di adesione.',
  'memberManagement.sections': 'Sezioni della gestione membri',
  'memberManagement.requestsTab': 'Richieste di adesione',
  'memberManagement.peopleTab': 'Persone',
  'memberManagement.joinLinkTab': 'Link di adesione',
  'memberManagement.waitingCount': '{count} in attesa',
  'memberManagement.loadingRequests': 'Caricamento delle richieste di adesione',
  'memberManagement.noRequests': 'Nessuno è in attesa',
  'memberManagement.noRequestsBody':
    'Quando qualcuno chiede di unirsi alla tua chiesa, compare qui perché tu possa accettarlo o rifiutarlo.',
  'memberManagement.askedOn': 'Richiesta del {date}',
  'memberManagement.accept': 'Accetta',
  'memberManagement.acceptPerson': 'Accetta {name}',
  'memberManagement.decline': 'Rifiuta',
  'memberManagement.declinePerson': 'Rifiuta {name}',
  'memberManagement.accepted': '{name} ora è membro della tua chiesa',
  'memberManagement.declined': 'Richiesta di {name} rifiutata',
  'memberManagement.acceptFailed': 'Impossibile accettare {name}',
  'memberManagement.declineFailed': 'Impossibile rifiutare {name}',
  'memberManagement.alreadyAnswered': 'La richiesta di {name} ha già ricevuto risposta',
  'memberManagement.searchPeople': 'Cerca per nome o email',
  'memberManagement.loadingPeople': 'Caricamento delle persone',
  'memberManagement.noMatches': 'Nessuno corrisponde a «{search}»',
  'memberManagement.noMatchesBody': 'Prova con parte di un nome, di un cognome o di un’email.',
  'memberManagement.noPeople': 'Ancora nessun membro',
  'memberManagement.noPeopleBody': 'Qui compaiono le persone che accetti e quelle che si uniscono con il tuo link.',
  'memberManagement.you': 'Tu',
  'memberManagement.role': 'Ruolo',
  'memberManagement.readOnlyRole': 'Ruolo: {role}',
  'memberManagement.saveRole': 'Salva ruolo',
  'memberManagement.savingRole': 'Salvataggio…',
  'memberManagement.roleChanged': '{name} ora è {role}',
  'memberManagement.roleChangeFailed': 'Il ruolo di {name} non è stato cambiato: {reason}',
  'memberManagement.remove': 'Rimuovi',
  'memberManagement.removePerson': 'Rimuovi {name}',
  'memberManagement.removeTitle': 'Rimuovere {name}?',
  'memberManagement.removeBody':
    '{name} non sarà più membro della tua chiesa: perderà le sue preghiere, i suoi eventi e le sue notizie, e qualsiasi ruolo vi abbia. Potrà chiedere di nuovo di unirsi.',
  'memberManagement.removing': 'Rimozione…',
  'memberManagement.removed': '{name} non è più membro della tua chiesa',
  'memberManagement.loadingJoinLink': 'Caricamento del link di adesione',
  'memberManagement.noJoinLink': '{church} non ha ancora un link di adesione.',
  'memberManagement.joinLinkExplained':
    'Chi apre il link e accede si unisce subito a {church}, senza attendere di essere accettato. Condividilo solo dove vuoi.',
  'memberManagement.createLink': 'Crea un link di adesione',
  'memberManagement.makingLink': 'Creazione del link…',
  'memberManagement.linkMade': 'Link di adesione creato',
  'memberManagement.joinLinkFor': 'Link di adesione a {church}',
  'memberManagement.copyLink': 'Copia link',
  'memberManagement.linkCopied': 'Link copiato',
  'memberManagement.copyYourself': 'Il link è selezionato: premi Ctrl+C (⌘C su Mac) per copiarlo.',
  'memberManagement.makeNewLink': 'Crea un nuovo link',
  'memberManagement.newLinkTitle': 'Creare un nuovo link di adesione?',
  'memberManagement.newLinkBody':
    'Il link attuale smette subito di funzionare: chi lo ha avrà bisogno di quello nuovo.',
  'memberManagement.newLinkMade': 'Nuovo link di adesione creato: il vecchio non funziona più',
  'admin.churchDashboard': 'Pannello della chiesa',
  'admin.totalGiving': 'Totale offerte',
  'admin.last30Days': 'Ultimi 30 giorni',
  'admin.donations': 'Offerte',
  'admin.donors': 'Donatori',
  'admin.byFund': 'Offerte per fondo',
};

export default dictionary;
