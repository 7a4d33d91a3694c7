import type { PeopleTranslations } from './en';

/** French (Français): the directory's and contacts' strings, translated from en.ts. */
const dictionary: PeopleTranslations = {
  'people.about': 'À propos de vous (facultatif)',
  'people.addContact': 'Ajouter aux contacts',
  'people.allCommunities': 'Toute votre église',
  'people.back': 'Toutes les personnes',
  'people.charactersLeft': '{count} caractères restants',
  'people.community': 'Communauté',
  'people.contactsLink': 'Vos contacts',
  'people.email': 'E-mail',
  'people.emailOptional': 'E-mail à partager (facultatif)',
  'people.emptyBody': 'Les personnes de votre église apparaissent ici lorsqu’elles vous permettent de les trouver.',
  'people.emptyTitle': 'Personne à afficher pour l’instant',
  'people.inCommon': 'Communautés en commun : {names}',
  'people.inContacts': 'Dans vos contacts',
  'people.message': 'Envoyer un message',
  'people.messageLabel': 'Envoyer un message à {name}',
  'people.noMatches': 'Personne ne correspond',
  'people.noMatchesBody': 'Essayez un autre nom ou une autre communauté.',
  'people.notFindable': 'Cette personne ne partage plus ses coordonnées dans l’annuaire.',
  'people.phone': 'Téléphone',
  'people.phoneOptional': 'Téléphone à partager (facultatif)',
  'people.save': 'Enregistrer',
  'people.saved': 'Enregistré. Les autres voient désormais ce que vous partagez.',
  'people.saving': 'Enregistrement…',
  'people.search': 'Rechercher par nom',
  'people.searchButton': 'Rechercher',
  'people.sharingIntro':
    'Votre nom et votre rôle sont visibles par les personnes qui peuvent vous trouver, avec ce que vous ajoutez ici.',
  'people.sharingLink': 'Ce que vous partagez',
  'people.sharingTitle': 'Ce que vous partagez',
  'people.title': 'Personnes',
  'people.visibility.church': 'Toute votre église',
  'people.visibility.churchHint': 'Toute personne de votre église peut vous trouver dans Personnes.',
  'people.visibility.communities': 'Les personnes de vos communautés',
  'people.visibility.communitiesHint':
    'Seules les personnes qui partagent un groupe ou un ministère avec vous peuvent vous trouver.',
  'people.visibility.hidden': 'Personne',
  'people.visibility.hiddenHint':
    'Vous n’apparaissez pas dans la liste. Les autres voient tout de même votre nom là où vous participez.',
  'people.visibility.legend': 'Qui peut vous trouver',
  'contacts.emptyBody':
    'Dans Personnes, appuyez sur « Ajouter aux contacts » sur la fiche de quelqu’un pour le retrouver ici.',
  'contacts.emptyTitle': 'Aucun contact pour l’instant',
  'contacts.findPeople': 'Trouver des personnes de votre église',
  'contacts.title': 'Contacts',
  'error.person_not_found': 'Cette personne est introuvable',
};

export default dictionary;
