import type { FormsCopy } from './en';

/** French copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Nous avons bien reçu votre message',
    greeting: 'Bonjour {name},',
    received: {
      contact: 'Merci d’avoir écrit à Koinonia. Nous avons bien reçu votre message et vous répondrons sous deux jours ouvrés.',
      enterprise:
        'Merci de l’intérêt que vous portez à Koinonia pour votre église. Un membre de notre équipe vous contactera sous un jour ouvré pour convenir d’un échange ou d’une démonstration.',
      support:
        'Merci d’avoir contacté l’assistance Koinonia. Nous avons bien reçu votre demande et vous répondrons sous un jour ouvré.',
    },
    copyHeading: 'Votre message',
    ignore: 'Si vous n’avez pas envoyé ce message, vous pouvez ignorer cet e-mail.',
    signature: 'L’équipe Koinonia',
  },
  fields: {
    name: 'Votre nom',
    email: 'Adresse e-mail',
    message: 'Message',
    organization: 'Église ou organisation',
    congregationSize: 'Taille de l’assemblée',
    category: 'Comment pouvons-nous vous aider ?',
    optional: '(facultatif)',
  },
  congregationSizes: {
    under100: 'Moins de 100',
    from100to499: '100–499',
    from500to1999: '500–1 999',
    from2000: '2 000 ou plus',
  },
  categories: {
    support: 'Assistance ou aide technique',
    partnerships: 'Partenariats avec les églises et démonstrations',
    general: 'Questions générales',
  },
  categoryHints: {
    support: 'Connexion, votre formule ou vos bougies, ou une fonction qui ne marche pas.',
    partnerships: 'Proposer Koinonia à votre église ou réserver une démonstration.',
    general: 'Questions, idées ou remarques.',
  },
  hints: {
    characters: '{count} / {max} caractères',
  },
  errors: {
    summary: 'Veuillez corriger les champs signalés.',
    nameRequired: 'Veuillez indiquer votre nom.',
    nameTooLong: 'Votre nom ne peut pas dépasser {max} caractères.',
    emailRequired: 'Veuillez indiquer votre adresse e-mail.',
    emailInvalid: 'Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.com.',
    emailTooLong: 'Votre adresse e-mail ne peut pas dépasser {max} caractères.',
    messageTooShort: 'Votre message doit comporter au moins {min} caractères.',
    messageTooLong: 'Votre message ne peut pas dépasser {max} caractères.',
    organizationRequired: 'Veuillez indiquer le nom de votre église ou organisation.',
    organizationTooLong: 'Le nom de votre église ou organisation ne peut pas dépasser {max} caractères.',
    sizeRequired: 'Veuillez choisir la taille de votre assemblée.',
    categoryRequired: 'Veuillez choisir l’objet de votre demande.',
    rateLimited: 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans {minutes} minutes.',
    network: 'Impossible de joindre Koinonia. Vérifiez votre connexion ; votre message est toujours là.',
    server: 'Un problème est survenu de notre côté. Votre message est toujours là ; veuillez réessayer.',
  },
  states: {
    send: 'Envoyer',
    sending: 'Envoi en cours…',
    sentTitle: 'Merci, votre message a été envoyé',
    sentBody: 'Nous avons envoyé une confirmation à {email}. Si elle n’arrive pas rapidement, vérifiez vos courriers indésirables.',
    sendAnother: 'Envoyer un autre message',
  },
  contact: {
    meta: {
      title: 'Écrire à l’équipe Koinonia',
      description:
        'Écrivez à l’équipe Koinonia : une question, une idée ou une remarque sur l’application ? Nous lisons tout et répondons par e-mail sous deux jours ouvrés.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Envoyez-nous un message',
      subtitle: 'Dites-nous ce qui vous tient à cœur. Nous vous répondons par e-mail sous deux jours ouvrés.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia pour votre église : parlez à notre équipe',
      description:
        'Koinonia pour une grande assemblée, plusieurs sites ou un réseau d’églises. Parlez-nous de votre église : nous organiserons un échange et une démo en direct.',
    },
    hero: {
      eyebrow: 'Formules pour les églises et grandes structures',
      title: 'Préparons ensemble Koinonia pour votre église',
      subtitle: 'Parlez-nous de votre assemblée et de vos ministères : nous vous montrerons comment Koinonia peut les servir.',
    },
    points: {
      title: 'La suite',
      items: [
        'Nous vous répondons sous un jour ouvré pour convenir d’un échange.',
        'Nous vous présentons Koinonia, à vous et à votre équipe, lors d’une démonstration en direct.',
        'Ensemble, nous choisissons la formule adaptée à votre assemblée et à vos sites.',
        'Vous décidez à votre rythme, sans aucun engagement.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Assistance Koinonia : de l’aide pour votre compte',
      description:
        'De l’aide pour vous connecter, votre formule et vos bougies IA, la configuration de votre église ou une fonction qui ne marche pas. Réponse sous un jour ouvré.',
    },
    hero: {
      eyebrow: 'Assistance',
      title: 'Comment pouvons-nous vous aider ?',
      subtitle: 'Expliquez-nous ce qui se passe et ce à quoi vous vous attendiez. Nous vous répondons sous un jour ouvré.',
    },
    before: {
      title: 'Avant de nous écrire',
      body: 'Beaucoup de réponses se trouvent déjà dans notre FAQ et nos guides d’aide, de la connexion aux formules, en passant par les bougies et la confidentialité.',
    },
  },
};

export default copy;
