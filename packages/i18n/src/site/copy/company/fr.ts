import type { CompanyCopy } from './en';

/** French copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'À propos de Koinonia : la communion pour toute l’église',
      description:
        'Pourquoi Koinonia existe : un lieu privé et sans publicité pour la prière, la Parole et le service, conçu avec des églises pour libérer du temps aux pasteurs.',
    },
    hero: {
      eyebrow: 'À propos',
      title: 'Conçu pour la communion fraternelle',
      subtitle:
        'La prière, les Écritures, le service et la vie d’église réunis en un seul lieu, pour que votre assemblée reste unie d’un dimanche à l’autre.',
    },
    overview: {
      title: 'Pourquoi Koinonia existe',
      paragraphs: [
        'Koinonia est le mot grec que l’Église primitive employait pour parler de la communion : une vie partagée dans l’enseignement, la prière, la fraction du pain et le soin les uns des autres. C’est pour cette vie partagée que nous construisons.',
        'Beaucoup d’églises jonglent entre des groupes de discussion, des feuilles d’inscription papier et des outils de dons séparés. Les pasteurs passent leurs soirées sur l’administratif pendant que des membres s’éloignent sans qu’on s’en aperçoive. Koinonia rassemble tout cela, pour que les responsables puissent consacrer leur temps aux personnes.',
      ],
    },
    features: {
      title: 'Ce que nous construisons',
      items: [
        {
          title: 'Prière et Écritures',
          body: 'Le Mur de prière, le journal S.O.A.P., la lecture quotidienne de la Bible, des plans de lecture et une Bible audio.',
        },
        {
          title: 'Communauté',
          body: 'Communautés, forums modérés, discussions de petits groupes, messagerie et annonces.',
        },
        {
          title: 'Événements',
          body: 'Inscriptions, rappels, suivi des présences et plusieurs lieux.',
        },
        {
          title: 'Service',
          body: 'Le Pôle service D.I.V.I.N.E. met en relation les bénévoles et les équipes de ministère selon leurs compétences et leurs dons spirituels.',
        },
        {
          title: 'Administration de l’église',
          body: 'Gestion des membres, communication avec toute l’église et dons en ligne avec statistiques sur les donateurs.',
        },
        {
          title: 'Outils pour le ministère',
          body: 'Guides d’étude et préparation des prédications par IA, diffusions en direct et publication en un clic sur plus de 11 plateformes.',
        },
      ],
    },
    benefits: {
      title: 'Nos engagements',
      items: [
        {
          title: 'La confidentialité d’abord',
          body: 'Aucun pistage publicitaire, aucune statistique tierce, aucune revente de données. Une demande de prière est une confiance, pas un produit.',
        },
        {
          title: 'Conçu avec des églises',
          body: 'Pensé pour la vraie semaine d’une église : cultes, groupes de semaine, plannings de service et celles et ceux qui les animent.',
        },
        {
          title: 'La langue de chaque membre',
          body: 'Koinonia parle {languageCount} langues, pour que chacun puisse prier et lire dans la langue de son cœur.',
        },
        {
          title: 'Gratuit pour commencer',
          body: 'Les membres commencent avec notre formule gratuite, sans carte bancaire, et peuvent y rester aussi longtemps qu’ils le souhaitent.',
        },
      ],
    },
    howItWorks: {
      title: 'Pour commencer',
      steps: [
        {
          title: 'Créez votre compte gratuit',
          body: 'Choisissez votre langue, puis ouvrez le Mur de prière et la lecture biblique du jour.',
        },
        {
          title: 'Rejoignez votre église',
          body: 'Trouvez votre église et ses groupes, ou inscrivez la vôtre avec une formule pour les églises.',
        },
        {
          title: 'Grandissons ensemble',
          body: 'Prions les uns pour les autres, lisons ensemble et servons selon les dons que Dieu nous a faits.',
        },
      ],
    },
    cta: {
      title: 'Venez et voyez',
      body: 'Commencez gratuitement en tant que membre, ou découvrez Koinonia avec l’équipe de votre église lors d’une démonstration.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Bougies IA : des crédits pour études et prédications',
      description:
        'Les bougies IA : une dotation mensuelle dans chaque formule pour les guides d’étude, les prédications, l’audio et la vidéo, plus des packs sans expiration.',
    },
    hero: {
      eyebrow: 'Bougies IA',
      title: 'Un seul crédit, simple, pour toutes les fonctions d’IA',
      subtitle:
        'Les bougies servent à payer les guides d’étude, la préparation des prédications, la Bible audio par IA et la vidéo par IA. Toutes les formules en comprennent.',
    },
    overview: {
      title: 'Qu’est-ce qu’une bougie IA ?',
      paragraphs: [
        'Une bougie IA est un crédit que vous utilisez pour les fonctions d’IA de Koinonia. Chaque formule, même la gratuite, comprend des bougies chaque mois.',
        'Les bougies de votre formule se renouvellent chaque mois. Les packs de recharge ajoutent des bougies qui n’expirent jamais, et les églises reçoivent des bougies de fidélité lorsqu’elles restent avec nous.',
      ],
    },
    features: {
      title: 'Les bougies IA en bref',
      items: [
        {
          title: 'Guides d’étude',
          body: 'Un guide sur n’importe quel passage ou thème, avec des questions pour échanger en groupe.',
        },
        {
          title: 'Préparation des prédications',
          body: 'Esquissez un message et rassemblez des références croisées, puis faites-le vôtre.',
        },
        {
          title: 'Bible audio par IA',
          body: 'Écoutez les Écritures lues à voix haute pendant vos trajets ou avant de vous endormir.',
        },
        {
          title: 'Vidéo par IA',
          body: 'Transformez un point de prédication ou un passage en courte vidéo pour votre église.',
        },
        {
          title: 'Votre solde en un coup d’œil',
          body: 'Votre page Bougies indique toujours ce qu’il vous reste.',
        },
        {
          title: 'Rechargez en un instant',
          body: 'Achetez un pack de recharge dès que vous en avez besoin, quelle que soit votre formule.',
        },
      ],
    },
    benefits: {
      title: 'Pourquoi des bougies',
      items: [
        {
          title: 'Comprises dans chaque formule',
          body: 'Membres et églises reçoivent une dotation mensuelle dès le premier jour.',
        },
        {
          title: 'Aucune facture surprise',
          body: 'Vous ne dépensez que les bougies dont vous disposez déjà ; aucun frais à l’usage.',
        },
        {
          title: 'Des recharges qui durent',
          body: 'Les bougies des packs de recharge n’expirent jamais : rien de ce que vous achetez n’est perdu.',
        },
        {
          title: 'Vos mots restent les vôtres',
          body: 'Ce que vous écrivez sert uniquement à vous répondre, jamais à la publicité.',
        },
      ],
    },
    howItWorks: {
      title: 'Comment fonctionnent les bougies',
      steps: [
        {
          title: 'Choisissez une formule',
          body: 'Chaque formule, y compris la gratuite, comprend des bougies chaque mois.',
        },
        {
          title: 'Utilisez les fonctions d’IA',
          body: 'Chaque guide d’étude, plan de prédication, chapitre audio ou vidéo consomme des bougies.',
        },
        {
          title: 'Rechargez au besoin',
          body: 'Ajoutez un pack de recharge à tout moment ; les églises gagnent aussi des bougies de fidélité.',
        },
      ],
    },
    cta: {
      title: 'L’aide de l’IA pour votre étude et votre ministère',
      body: 'Commencez gratuitement avec des bougies chaque mois, ou achetez un pack de recharge quand il vous en faut plus.',
    },
    allotments: {
      title: 'Bougies par formule',
      body: 'Chaque formule comprend une dotation mensuelle de bougies IA, renouvelée chaque mois.',
    },
    boostPacks: {
      title: 'Packs de recharge',
      body: 'Des recharges ponctuelles en trois tailles, pour toutes les formules. Les bougies des packs de recharge n’expirent jamais.',
    },
    loyalty: {
      title: 'Bougies de fidélité pour les églises',
      body: 'Les formules pour les églises reçoivent des bougies supplémentaires deux fois par an, en remerciement de leur fidélité à Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Contacter Koinonia : assistance, démos et questions',
      description:
        'Contactez l’équipe Koinonia : aide pour votre compte, formules pour les églises et grandes structures, démonstration ou simple question. Nous répondons à tous.',
    },
    hero: {
      eyebrow: 'Nous contacter',
      title: 'Nous serions heureux de vous lire',
      subtitle: 'De l’aide, une démonstration ou une réponse : choisissez ce qui vous convient.',
    },
    channels: {
      title: 'Comment pouvons-nous vous aider ?',
      items: {
        contact: {
          title: 'Envoyez-nous un message',
          body: 'Questions, idées ou remarques : un membre de notre équipe vous répondra.',
          link: 'Nous écrire',
        },
        support: {
          title: 'Obtenir de l’aide',
          body: 'Un souci de connexion, une question sur votre formule ou vos bougies, ou quelque chose qui ne fonctionne pas.',
          link: 'Demander de l’aide',
        },
        enterprise: {
          title: 'Formules pour les églises et grandes structures',
          body: 'Vous envisagez Koinonia pour une grande assemblée, plusieurs sites ou un réseau d’églises ? Parlons-en.',
          link: 'Parler à notre équipe',
        },
        demo: {
          title: 'Voir Koinonia en action',
          body: 'Une présentation en direct pour vos pasteurs et votre équipe.',
          link: 'Demander une démonstration',
        },
      },
    },
    address: {
      title: 'Adresse postale de l’entreprise',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'États-Unis'],
    },
    email: {
      title: 'Écrivez-nous',
      support: 'Assistance : {email}',
      privacy: 'Confidentialité : {email}',
    },
    responseTime: 'Nous répondons aux demandes d’assistance et des églises sous un jour ouvré, aux autres messages sous deux jours ouvrés.',
  },
};

export default copy;
