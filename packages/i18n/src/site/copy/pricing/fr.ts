import type { PricingCopy } from './en';

/** French copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Tarifs : formules pour membres et églises — Koinonia',
    description:
      'Comparez les formules Koinonia : commencez gratuitement, ajoutez des bougies IA selon vos besoins ou équipez votre église pour ses membres, dons et bénévoles.',
  },
  hero: {
    eyebrow: 'Tarifs',
    title: 'Une formule pour chaque croyant et chaque église',
    subtitle:
      'Commencez gratuitement avec le Mur de prière, la lecture quotidienne de la Bible et votre journal S.O.A.P. Ajoutez les outils d’IA quand vous en avez besoin, ou rassemblez toute votre assemblée avec une formule pour les églises.',
  },
  tabs: {
    label: 'Formules pour',
    individual: 'Particuliers',
    individualGoal: 'Pour grandir dans la foi et trouver sa place',
    church: 'Formules pour les églises',
    churchGoal: 'Pour l’engagement et la croissance',
  },
  billing: {
    label: 'Période de facturation',
    monthly: 'Mensuelle',
    yearly: 'Annuelle',
    yearlySaving: '2 mois offerts',
  },
  price: {
    free: 'Gratuit',
    noCard: 'Sans carte bancaire',
    perMonth: '/mois',
    perYear: '/an',
    billedYearly: '{amount} facturés par an',
    candlesPerMonth: '{count} bougies IA par mois',
    contactUs: 'Tarif sur mesure',
    vatIncluded: 'Prix TTC, TVA de {rate} % incluse.',
    shownIn: 'Prix en {currency} pour {country}.',
    usdFallback: 'Prix en dollars américains.',
  },
  popular: 'La plus choisie',
  choose: 'Commencer',
  contactSales: 'Contacter l’équipe commerciale',
  everythingIn: 'Tout ce que comprend {plan}, et en plus :',
  plans: {
    disciple: {
      tagline: 'Tout ce qu’il faut pour prier, lire la Bible et trouver sa place.',
      features: [
        'Mur de prière avec demandes privées, publiques et anonymes',
        'Journal S.O.A.P.',
        'Discussions communautaires',
        'Lecture quotidienne de la Bible',
        'Plans de lecture pour débutants',
        'Outils d’étude biblique de base',
        'Évaluation des dons spirituels ({basicQuestions} questions)',
      ],
    },
    servant: {
      tagline: 'Approfondissez votre étude et découvrez les dons que Dieu vous a confiés pour servir.',
      features: [
        'Évaluation complète des dons spirituels ({comprehensiveQuestions} questions)',
        'Statistiques avancées',
        'Assistance prioritaire',
      ],
    },
    torchbearer: {
      tagline: 'Pour les responsables qui bâtissent des ministères et créent pour eux.',
      features: [
        'Création et gestion de ministères',
        'Générateur de plans de lecture personnalisés',
        'Ressources premium pour le ministère',
        'Bible audio par IA',
        'Génération de vidéos par IA',
        'Contenu hors ligne illimité',
        'Intégrations personnalisées',
      ],
    },
    churchBasic: {
      tagline: 'Un seul espace pour vos membres, vos ministères et votre équipe.',
      features: [
        'Gestion des membres',
        'Organisation d’événements',
        'Communication avec toute l’église',
        'Un cercle de prière privé pour votre église',
        'Système de gestion des bénévoles',
        'Messagerie de ministère en temps réel avec CRM',
        'Statistiques sur les dons et les donateurs',
        'Intégration du direct vidéo',
        'Gestion multisite',
        'Statistiques de l’église',
      ],
    },
    churchStandard: {
      tagline: 'Pour les églises en croissance qui s’appuient sur l’IA pour l’enseignement et les médias.',
      features: [
        'Davantage de bougies IA chaque mois pour la préparation des prédications, les guides d’étude et les médias',
        'La plus généreuse de nos deux récompenses de fidélité pour les églises',
      ],
    },
    enterprise: {
      tagline: 'Pour les grandes assemblées et les réseaux d’églises.',
      features: [
        'Un tarif établi selon la taille de votre assemblée et vos sites',
        'Une démonstration en direct et un échange de préparation avec notre équipe',
        'Une assistance prioritaire pour votre équipe et vos administrateurs',
      ],
    },
  },
  boostPacks: {
    title: 'Packs de recharge',
    body: 'Besoin de plus de bougies IA avant le renouvellement de votre formule ? Rechargez avec un pack ponctuel, quelle que soit votre formule.',
    pack: 'Pack de recharge {size}',
    candles: '{count} bougies IA',
    noExpiry: 'Sans date d’expiration',
    buy: 'Acheter le pack',
  },
  loyalty: {
    title: 'Bougies de fidélité pour les églises',
    body: 'Les églises qui restent avec Koinonia reçoivent des bougies IA supplémentaires deux fois par an, en plus de leur dotation mensuelle.',
    shepherd: 'Shepherd : {count} bougies de fidélité tous les 6 mois',
    beacon: 'Beacon : {count} bougies de fidélité tous les 6 mois',
  },
  enterprise: {
    title: 'Vous servez une grande église ou plusieurs sites ?',
    body: 'Parlez-nous de votre assemblée : nous construirons une formule adaptée à vos sites, vos ministères et votre équipe, en commençant par une démonstration.',
  },
  faq: {
    title: 'Questions sur les formules',
    items: [
      {
        question: 'Puis-je changer de formule ou de période de facturation plus tard ?',
        answer:
          'Oui. Depuis votre compte, vous pouvez passer à une autre formule ou alterner entre facturation mensuelle et annuelle à tout moment. Une formule supérieure s’applique immédiatement ; une formule inférieure ou une nouvelle période de facturation commence à votre prochaine date de facturation.',
      },
      {
        question: 'Comment résilier ?',
        answer:
          'Résiliez depuis votre compte quand vous le souhaitez. Votre formule reste active jusqu’à la fin de la période payée, puis vous continuez avec notre formule gratuite, vos prières et votre journal intacts.',
      },
      {
        question: 'Qu’est-ce qu’une bougie IA ?',
        answer:
          'Une bougie est un crédit que vous utilisez pour les fonctions d’IA : guides d’étude, préparation des prédications, Bible audio par IA et vidéo par IA. Les bougies de votre formule se renouvellent chaque mois ; celles des packs de recharge n’expirent jamais.',
      },
      {
        question: 'Ai-je besoin d’une formule pour les églises ou d’une formule individuelle ?',
        answer:
          'Les formules individuelles accompagnent la marche d’une personne avec Dieu. Les formules pour les églises équipent toute une assemblée : gestion des membres, événements, communication, dons et bénévoles. Les membres peuvent rejoindre leur église avec n’importe quelle formule individuelle, y compris la gratuite.',
      },
    ],
  },
};

export default copy;
