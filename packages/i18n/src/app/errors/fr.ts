import type { ErrorsTranslations } from './en';

/** French (français): what a failed call says, translated from en.ts. */
const dictionary: ErrorsTranslations = {
  // A failed call, by the code of its answer (packages/contracts errors.ts errorCodes).
  'error.validation_failed': 'Certains champs ne sont pas valides',
  'error.not_signed_in': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.forbidden': 'Vous n’avez pas accès à ceci.',
  'error.forbidden.access': 'Ceci nécessite l’accès « {access} ».',
  'error.not_found': 'Introuvable. L’élément a peut-être été supprimé.',
  'error.rate_limited': 'Trop de demandes. Patientez quelques minutes puis réessayez.',
  'error.csrf': 'Cette demande a été refusée pour votre sécurité. Rechargez la page et réessayez.',
  'error.unavailable': 'Ce service est indisponible pour le moment. Réessayez dans un instant.',
  'error.upstream_error': 'Cette partie de Koinonia est indisponible pour le moment. Réessayez dans un instant.',
  'error.upstream_timeout': 'La réponse a pris trop de temps. Réessayez.',
  'error.overloaded': 'Koinonia est très sollicité en ce moment. Réessayez dans quelques secondes.',
  'error.invalid_credentials': 'E-mail ou mot de passe incorrect',
  'error.login_throttled':
    'Trop de tentatives de connexion. Réessayez dans {minutes} min, ou recevez un lien de connexion par e-mail.',
  'error.signup_throttled': 'Trop d’inscriptions depuis ce réseau. Réessayez dans {minutes} min.',
  'error.busy': 'Trop de personnes se connectent en ce moment. Réessayez dans quelques secondes.',
  'error.account_suspended': 'Ce compte est suspendu. Contactez l’assistance pour obtenir de l’aide.',
  'error.email_taken': 'Un compte existe déjà avec cet e-mail',
  'error.invalid_token': 'Ce lien n’est pas valide ou a expiré. Demandez-en un nouveau.',
  'error.already_verified': 'Votre e-mail est déjà vérifié',
  'error.username_taken': 'Ce nom d’utilisateur est déjà pris',
  'error.image_type': 'Importez une image JPEG, PNG ou WebP',
  'error.image_too_large': 'L’image doit faire 2 Mo au maximum',
  'error.upload_failed': 'Le fichier n’est pas arrivé en entier. Réessayez.',
  'error.church_already_set':
    'Vous appartenez déjà à une église. Un administrateur d’église peut vous rattacher à une autre.',
  'error.invalid_join_link': 'Ce lien d’adhésion n’est pas valide. Demandez-en un nouveau à l’église.',
  'error.outranked':
    'Vous ne pouvez attribuer que des rôles jusqu’au vôtre, à des personnes dont le rôle est inférieur ou égal au vôtre',
  'error.not_yourself': 'Vous ne pouvez pas modifier votre propre rôle ni votre adhésion',
  'error.request_not_found': 'Cette personne n’a pas demandé à rejoindre votre église',
  'error.member_not_found': 'Cette personne n’est pas membre de votre église',
  'error.no_church': 'Vous ne faites partie de l’équipe d’aucune église',
  // A failure api-client describes itself (SPEC §8): no answer, or an answer without a JSON body.
  'error.network': 'Impossible de joindre Koinonia. Vérifiez votre connexion et réessayez.',
  'error.status.401': 'Authentification requise. Actualisez la page et réessayez.',
  'error.status.403': 'Accès refusé. Vérifiez vos autorisations.',
  'error.status.500': 'Erreur du serveur. Réessayez dans un instant.',
  'error.status.other': 'La demande a échoué ({status}). Réessayez.',
  // A field problem, by its issue code; {minimum} and {maximum} are the bound broken.
  'error.field.required': 'Ce champ est obligatoire',
  'error.field.too_short': 'Utilisez au moins {minimum} caractères',
  'error.field.too_long': 'Utilisez au plus {maximum} caractères',
  'error.field.too_small': 'Saisissez {minimum} ou plus',
  'error.field.too_big': 'Saisissez {maximum} ou moins',
  'error.field.too_few': 'Choisissez-en au moins {minimum}',
  'error.field.too_many': 'Choisissez-en au plus {maximum}',
  'error.field.not_integer': 'Saisissez un nombre entier',
  'error.field.not_multiple_of': 'Saisissez un nombre selon le pas autorisé',
  'error.field.invalid_format': 'Le format n’est pas celui attendu',
  'error.field.invalid_format.email': 'Saisissez une adresse e-mail valide',
  'error.field.invalid_format.url': 'Saisissez une adresse web valide',
  'error.field.invalid_format.uuid': 'Cet identifiant n’est pas valide',
  'error.field.invalid_option': 'Choisissez l’une des options',
  'error.field.invalid_type': 'Cette valeur n’est pas du bon type',
  'error.field.unexpected_field': 'Ce champ n’est pas attendu ici',
  'error.field.invalid': 'Cette valeur n’est pas valide',
  'error.field.password_common': 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  'error.field.password_repetitive':
    'Ce mot de passe répète un seul caractère ou ne contient que des espaces. Choisissez-en un plus difficile à deviner.',
  'error.field.password_contains_personal_info':
    'Ce mot de passe contient votre nom ou votre e-mail. Choisissez-en un qui ne les contient pas.',
  'error.field.username_taken': 'Ce nom d’utilisateur est déjà pris',
  'error.field.username_characters': "Utilisez uniquement des lettres, des chiffres, '.' et '_'",
  'error.field.control_characters': 'Supprimez les sauts de ligne et autres caractères de contrôle',
  'error.field.duplicate_choice': 'Choisissez chaque option une seule fois',
  'error.field.unknown_church': 'Choisissez une église dans la liste',
  'error.field.unsupported_language': 'Choisissez l’une des langues proposées',
};

export default dictionary;
