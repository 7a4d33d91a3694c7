import type { AdminTranslations } from './en';

/** French (français): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Gestion des membres',
  'memberManagement.intro':
    'Accueillez les nouvelles personnes de votre église, attribuez les rôles d’église et partagez le lien d’adhésion.',
  'memberManagement.introFor':
    'Accueillez les nouvelles personnes de {church}, attribuez les rôles d’église et partagez le lien d’adhésion.',
  'memberManagement.sections': 'Sections de la gestion des membres',
  'memberManagement.requestsTab': 'Demandes d’adhésion',
  'memberManagement.peopleTab': 'Personnes',
  'memberManagement.joinLinkTab': 'Lien d’adhésion',
  'memberManagement.waitingCount': '{count} en attente',
  'memberManagement.loadingRequests': 'Chargement des demandes d’adhésion',
  'memberManagement.noRequests': 'Personne n’attend',
  'memberManagement.noRequestsBody':
    'Quand quelqu’un demande à rejoindre votre église, la personne apparaît ici pour que vous l’acceptiez ou la refusiez.',
  'memberManagement.askedOn': 'Demande du {date}',
  'memberManagement.accept': 'Accepter',
  'memberManagement.acceptPerson': 'Accepter {name}',
  'memberManagement.decline': 'Refuser',
  'memberManagement.declinePerson': 'Refuser {name}',
  'memberManagement.accepted': '{name} est désormais membre de votre église',
  'memberManagement.declined': 'Demande de {name} refusée',
  'memberManagement.acceptFailed': 'Impossible d’accepter {name}',
  'memberManagement.declineFailed': 'Impossible de refuser {name}',
  'memberManagement.alreadyAnswered': 'La demande de {name} a déjà reçu une réponse',
  'memberManagement.searchPeople': 'Rechercher par nom ou e-mail',
  'memberManagement.loadingPeople': 'Chargement des personnes',
  'memberManagement.noMatches': 'Personne ne correspond à « {search} »',
  'memberManagement.noMatchesBody': 'Essayez une partie d’un prénom, d’un nom ou d’un e-mail.',
  'memberManagement.noPeople': 'Aucun membre pour l’instant',
  'memberManagement.noPeopleBody':
    'Les personnes que vous acceptez et celles qui rejoignent l’église avec votre lien apparaissent ici.',
  'memberManagement.you': 'Vous',
  'memberManagement.role': 'Rôle',
  'memberManagement.readOnlyRole': 'Rôle : {role}',
  'memberManagement.saveRole': 'Enregistrer le rôle',
  'memberManagement.savingRole': 'Enregistrement…',
  'memberManagement.roleChanged': '{name} est désormais {role}',
  'memberManagement.roleChangeFailed': 'Le rôle de {name} n’a pas été modifié : {reason}',
  'memberManagement.remove': 'Retirer',
  'memberManagement.removePerson': 'Retirer {name}',
  'memberManagement.removeTitle': 'Retirer {name} ?',
  'memberManagement.removeBody':
    '{name} ne sera plus membre de votre église : cette personne perdra l’accès à ses prières, ses événements et ses nouvelles, ainsi que tout rôle qu’elle y tient. Elle pourra demander à la rejoindre de nouveau.',
  'memberManagement.removing': 'Retrait en cours…',
  'memberManagement.removed': '{name} n’est plus membre de votre église',
  'memberManagement.loadingJoinLink': 'Chargement du lien d’adhésion',
  'memberManagement.noJoinLink': '{church} n’a pas encore de lien d’adhésion.',
  'memberManagement.joinLinkExplained':
    'Toute personne qui ouvre le lien et se connecte rejoint {church} aussitôt, sans attendre d’être acceptée. Ne le partagez que là où vous le souhaitez.',
  'memberManagement.createLink': 'Créer un lien d’adhésion',
  'memberManagement.makingLink': 'Création du lien…',
  'memberManagement.linkMade': 'Lien d’adhésion créé',
  'memberManagement.joinLinkFor': 'Lien d’adhésion à {church}',
  'memberManagement.copyLink': 'Copier le lien',
  'memberManagement.linkCopied': 'Lien copié',
  'memberManagement.copyYourself': 'Le lien est sélectionné : appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
  'memberManagement.makeNewLink': 'Créer un nouveau lien',
  'memberManagement.newLinkTitle': 'Créer un nouveau lien d’adhésion ?',
  'memberManagement.newLinkBody':
    'Le lien actuel cesse aussitôt de fonctionner : quiconque l’a en main aura besoin du nouveau.',
  'memberManagement.newLinkMade': 'Nouveau lien d’adhésion créé : l’ancien ne fonctionne plus',
  'admin.churchDashboard': 'Tableau de bord de l’église',
  'admin.totalGiving': 'Total des dons',
  'admin.last30Days': '30 derniers jours',
  'admin.donations': 'Dons',
  'admin.donors': 'Donateurs',
  'admin.byFund': 'Dons par fonds',
};

export default dictionary;
