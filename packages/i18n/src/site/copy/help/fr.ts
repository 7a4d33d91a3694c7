import type { HelpCopy } from './en';

/** French copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Rechercher',
    placeholder: 'Rechercher dans les questions et les guides',
    results: '{count} résultats',
    noResults: 'Aucun résultat pour « {query} ». Essayez un autre mot ou contactez l’assistance.',
    clear: 'Effacer la recherche',
  },
  faq: {
    meta: {
      title: 'Questions fréquentes — Koinonia',
      description:
        'Réponses sur Koinonia : premiers pas, formules gratuites et payantes, bougies IA, confidentialité, visibilité des prières et formules pour les églises.',
    },
    hero: {
      eyebrow: 'Questions fréquentes',
      title: 'Les questions qu’on nous pose le plus',
      subtitle: 'Des réponses courtes et franches pour les membres, les responsables et les administrateurs d’église.',
    },
    groups: [
      {
        title: 'Premiers pas',
        items: [
          {
            question: 'Qu’est-ce que Koinonia ?',
            answer:
              'Koinonia est une app d’église pour les membres, les responsables, les pasteurs, les administrateurs et les bénévoles. Elle réunit en un seul lieu le mur de prière, la lecture quotidienne de la Bible, le journal S.O.A.P., les événements, les discussions de groupe, le service et les dons, pour qu’une église vive la communion toute la semaine.',
          },
          {
            question: 'Koinonia est-il gratuit ?',
            answer:
              'Oui. La formule {disciplePlan} est gratuite, sans carte bancaire, et comprend le mur de prière, le journal S.O.A.P., les échanges en communauté, la lecture quotidienne de la Bible, les plans de lecture pour débutants et {discipleCandles} bougies IA par mois. Les formules payantes ajoutent davantage de bougies et d’outils.',
          },
          {
            question: 'Mon église doit-elle être sur Koinonia ?',
            answer:
              'Non. Vous pouvez lire, prier et tenir votre journal seul, et le choix d’une église lors de la configuration est facultatif. Quand votre église nous rejoint, vous accédez à ses communautés, ses événements et ses équipes de service depuis le même compte.',
          },
          {
            question: 'Dans quelles langues Koinonia est-il disponible ?',
            answer:
              'Koinonia est disponible en {languageCount} langues, dont l’arabe, l’ourdou, l’hébreu et le persan, qui se lisent de droite à gauche. Lors de votre première visite, nous vous suggérons des langues selon votre pays, et vous pouvez changer la vôtre à tout moment dans Paramètres.',
          },
        ],
      },
      {
        title: 'Formules et bougies',
        items: [
          {
            question: 'Qu’est-ce qu’une bougie IA ?',
            answer:
              'Une bougie IA est un crédit utilisé pour les fonctions d’IA : guides d’étude, préparation de prédications, Bible audio par IA et vidéo par IA. Chaque formule comprend des bougies renouvelées chaque mois. La prière, la lecture, les discussions et tout ce qui ne relève pas de l’IA ne coûtent jamais de bougies.',
          },
          {
            question: 'Que se passe-t-il quand je n’ai plus de bougies ?',
            answer:
              'Seules les fonctions d’IA sont mises en pause. Vous pouvez attendre le renouvellement de vos bougies mensuelles, acheter un pack de recharge dont les bougies n’expirent jamais, ou passer à une formule qui en offre davantage chaque mois.',
          },
          {
            question: 'Puis-je changer de formule ou résilier ?',
            answer:
              'Oui, à tout moment. Payez au mois, ou payez à l’année et profitez de {freeMonths} mois offerts. Si vous résiliez, vous gardez votre formule jusqu’à la fin de la période payée, puis vous revenez à la formule gratuite avec tout votre contenu intact.',
          },
          {
            question: 'Les bougies ont-elles une valeur monétaire ?',
            answer:
              'Non. Les bougies sont des crédits pour les fonctions d’IA de Koinonia. Elles ne peuvent être ni échangées contre de l’argent ni utilisées en dehors de l’app.',
          },
        ],
      },
      {
        title: 'Confidentialité et sécurité',
        items: [
          {
            question: 'Koinonia vend-il mes données ou affiche-t-il des publicités ?',
            answer:
              'Non. Aucun pistage publicitaire, aucune analyse par des tiers et aucune revente de données. Nous utilisons vos données uniquement pour faire fonctionner Koinonia pour vous et votre église.',
          },
          {
            question: 'Qui peut voir mes sujets de prière ?',
            answer:
              'Vous choisissez pour chaque demande. Les demandes publiques apparaissent sur le mur de prière de votre église, les demandes privées restent entre vous et le cercle de prière que vous choisissez, et les demandes anonymes s’affichent sans votre nom.',
          },
          {
            question: 'Quels cookies Koinonia utilise-t-il ?',
            answer:
              'Un seul cookie de connexion, qui contient un identifiant de session aléatoire. Aucun cookie publicitaire ou de mesure d’audience. Votre navigateur mémorise aussi, sur votre propre appareil, votre thème, votre langue et la disposition de la barre latérale.',
          },
          {
            question: 'Comment signaler un contenu nuisible ?',
            answer:
              'Les forums et les discussions de groupe sont modérés par les responsables de votre église : prévenez d’abord un modérateur ou un responsable de cette communauté. Si cela concerne votre sécurité ou n’a pas été résolu, écrivez à {supportEmail} et nous examinerons la situation.',
          },
        ],
      },
      {
        title: 'Pour les églises',
        items: [
          {
            question: 'Comment notre église peut-elle commencer ?',
            answer:
              'Choisissez {churchBasicPlan} ou {churchStandardPlan}, ou contactez-nous au sujet de {enterprisePlan} pour les réseaux plus importants. Nous serons heureux de planifier une démo et de vous aider à inviter votre équipe et vos membres.',
          },
          {
            question: 'Qu’apportent les formules pour les églises ?',
            answer:
              'La gestion des membres, l’organisation d’événements, la communication à toute l’église, un cercle de prière privé, des statistiques, la gestion de plusieurs sites, l’analyse des dons et des donateurs, l’intégration de la diffusion en direct, la gestion des bénévoles et une messagerie de ministère en temps réel avec CRM.',
          },
          {
            question: 'Que sont les bougies de fidélité ?',
            answer:
              'Un merci aux églises qui restent avec nous : tous les {loyaltyMonths} mois, les églises en {churchBasicPlan} reçoivent {basicLoyaltyCandles} bougies supplémentaires et les églises en {churchStandardPlan} en reçoivent {standardLoyaltyCandles}.',
          },
          {
            question: 'Que peuvent voir les administrateurs de l’église ?',
            answer:
              'Les administrateurs voient les membres et le contenu de leurs propres communautés. Les prières et journaux privés des membres restent privés, et les relevés de dons ne sont visibles que par le donateur et les administrateurs financiers de l’église.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Guides d’aide pas à pas — Koinonia',
      description:
        'Guides pas à pas : créer son compte, partager une prière, suivre un plan de lecture, répondre à un événement, servir, gérer les membres, utiliser les bougies.',
    },
    hero: {
      eyebrow: 'Guides d’aide',
      title: 'Guides pas à pas',
      subtitle: 'Trouvez la tâche qui vous intéresse et suivez les étapes. Chaque guide ne prend que quelques minutes.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Créer votre compte et choisir une langue',
        summary: 'Inscrivez-vous gratuitement et configurez Koinonia dans la langue dans laquelle vous priez.',
        steps: [
          'Choisissez « Commencer gratuitement » et saisissez votre nom, votre adresse e-mail et un mot de passe. Aucune carte bancaire n’est nécessaire.',
          'Ouvrez l’e-mail que nous vous envoyons et suivez le lien pour vérifier votre adresse.',
          'Terminez la courte configuration : votre profil, votre église et vos centres d’intérêt. Vous pouvez passer les étapes église et centres d’intérêt et y revenir plus tard.',
          'Choisissez votre langue à la dernière étape. Pour la changer plus tard, ouvrez Paramètres et choisissez Langue ; votre choix est enregistré dans votre compte et vous suit sur tous vos appareils.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Publier un sujet de prière et choisir qui le voit',
        summary: 'Partagez ce que vous avez sur le cœur avec exactement les personnes que vous voulez.',
        steps: [
          'Ouvrez le Mur de prière, sous Adoration dans la barre latérale, et commencez une nouvelle demande.',
          'Donnez-lui un titre court et écrivez ce pour quoi vous aimeriez que l’on prie.',
          'Choisissez qui la voit : Public pour le mur de prière de votre église, Privé pour vous et le cercle de prière que vous choisissez, ou Anonyme pour la partager sans votre nom.',
          'Publiez-la. Vous êtes prévenu quand des personnes prient, et la demande indique combien prient avec vous.',
          'Quand la prière est exaucée, marquez-la comme exaucée pour que tous ceux qui ont prié puissent rendre grâce avec vous.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Commencer un plan de lecture et tenir un journal S.O.A.P.',
        summary: 'Prenez l’habitude de lire chaque jour les Écritures et de noter ce qu’elles signifient pour vous.',
        steps: [
          'Ouvrez Lecture de la Bible, sous Adoration, et parcourez les plans de lecture : {beginnerPlans} pour les débutants et {intermediatePlans} pour ceux qui sont prêts à approfondir.',
          'Commencez un plan. Chaque jour apporte une lecture avec une méditation guidée et des notes d’étude ; choisissez votre traduction ou écoutez avec la Bible audio.',
          'Après la lecture, ouvrez le Journal S.O.A.P. et rédigez quatre courtes parties : le texte biblique qui vous a marqué (Scripture), votre Observation, la manière dont vous allez l’appliquer (Application) et une Prière.',
          'Revenez demain : votre progression dans le plan est enregistrée, et votre journal reste privé, sauf si vous choisissez de partager une entrée.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Répondre à un événement et recevoir des rappels',
        summary: 'Faites savoir aux organisateurs que vous venez et ne manquez jamais le début.',
        steps: [
          'Ouvrez Événements, sous Échanger, pour voir ce qui se prépare dans votre église et vos groupes, avec le lieu et le site de chacun.',
          'Ouvrez un événement et indiquez votre présence pour que les organisateurs sachent combien de personnes attendre.',
          'Les rappels arrivent avant l’événement par les canaux que vous choisissez dans Paramètres des notifications : dans l’app, par e-mail ou en notification push.',
          'Si vos projets changent, modifiez votre réponse pour que le décompte des présences reste exact.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Rejoindre une communauté et discuter avec votre groupe',
        summary: 'Trouvez votre petit groupe ou votre ministère et restez en contact entre les rencontres.',
        steps: [
          'Ouvrez Communautés, sous Échanger, et trouvez les groupes et ministères de votre église.',
          'Rejoignez ceux dont vous faites partie. Leurs annonces, forums et événements apparaissent alors pour vous.',
          'Participez aux forums, modérés par vos responsables, ou ouvrez la discussion de votre groupe pour un échange rapide.',
          'Utilisez Messages pour les conversations en tête-à-tête et Contacts pour garder à portée de main les personnes que vous connaissez.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Trouver une mission de bénévolat et passer l’évaluation des dons',
        summary: 'Découvrez les dons que vous avez reçus et trouvez une place pour servir qui vous correspond.',
        steps: [
          'Passez l’évaluation des dons spirituels : la version simple compte {basicQuestions} questions et est gratuite ; la version complète compte {comprehensiveQuestions} questions et est incluse à partir de la formule {servantPlan}.',
          'Ouvrez le Pôle service, sous Servir. Les opportunités qui correspondent à vos compétences et à vos dons vous sont proposées en premier.',
          'Ouvrez une opportunité pour voir l’équipe, ce qu’elle implique et combien de places sont libres, puis postulez.',
          'Suivez votre candidature dans Mes candidatures. Une fois dans une équipe, votre planning et vos rappels apparaissent dans le Pôle service, et des badges de reconnaissance saluent votre service.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Inviter votre équipe et gérer les membres',
        summary:
          'Pour les administrateurs d’église : faites venir votre équipe et tenez votre liste de membres à jour.',
        steps: [
          'Ouvrez Admin. de l’église dans la barre latérale. Cette rubrique apparaît dès que le compte de votre église vous donne un accès administrateur.',
          'Dans la gestion de l’équipe, invitez une personne par e-mail et choisissez son rôle : administrateur, responsable ou modérateur.',
          'Elle reçoit une invitation et l’accepte en se connectant ou en créant un compte ; vous êtes prévenu quand elle rejoint l’équipe.',
          'Utilisez Gestion des personnes pour voir vos membres, mettre à jour leurs informations et les répartir en groupes et ministères.',
          'Envoyez les nouvelles destinées à toute l’église depuis le Pôle communication, pour que chacun les reçoive au même endroit.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Utiliser les bougies IA et acheter un pack de recharge',
        summary:
          'Dépensez des bougies pour les outils d’étude et de prédication par IA, et rechargez quand il vous en faut plus.',
        steps: [
          'Ouvrez Bougies, sous Compte, pour voir votre solde et le coût de chaque fonction d’IA.',
          'Utilisez une fonction d’IA, comme un guide d’étude ou la préparation d’une prédication ; les bougies qu’elle coûte sont déduites de votre solde.',
          'Les bougies de votre formule se renouvellent chaque mois. S’il vous en faut plus avant, achetez un pack de recharge : S avec {smallPackCandles} bougies, M avec {mediumPackCandles} ou L avec {largePackCandles}.',
          'Le prix s’affiche dans votre devise avant le paiement, et les bougies des packs de recharge n’expirent jamais.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Changer le thème, la taille du texte et les notifications',
        summary: 'Rendez Koinonia agréable à lire et décidez de ce qui vous parvient.',
        steps: [
          'Ouvrez Paramètres et, sous Apparence, choisissez le thème Clair, Sombre ou Automatique. Automatique suit votre appareil. Le bouton de l’en-tête permet aussi de basculer rapidement.',
          'Choisissez une taille de texte Petite, Moyenne ou Grande. Votre choix est enregistré dans votre compte.',
          'Ouvrez Paramètres des notifications et choisissez, pour chaque type de notification, s’il s’affiche dans l’app, arrive par e-mail ou est envoyé sur votre appareil.',
          'Épinglez jusqu’à {maxPinned} pages favorites dans la barre latérale pour les garder en haut.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Exporter ou supprimer vos données',
        summary: 'Voyez ce que Koinonia conserve sur vous, obtenez-en une copie ou supprimez votre compte.',
        steps: [
          'Pour demander une copie de vos données ou la suppression de votre compte, envoyez une demande d’assistance (choisissez Questions générales) ou écrivez à {privacyEmail}.',
          'Pour corriger votre nom, votre nom d’utilisateur ou votre photo, ouvrez Profil depuis le menu de votre avatar.',
          'Quand vous supprimez votre compte, vos données sont effacées sous {deletionDays} jours, à l’exception des relevés de dons que votre église doit conserver selon la loi.',
          'Écrivez depuis l’adresse e-mail de votre compte, pour que nous sachions que la demande vient bien de vous ; nous répondons sous un jour ouvré.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Besoin d’aide supplémentaire ?',
    body: 'Notre équipe d’assistance lit chaque message et répond sous un jour ouvré. Dites-nous ce que vous cherchiez à faire et ce qui s’est passé.',
  },
};

export default copy;
