import type { FeaturesCopy } from './en';

/** French copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Mur de prière : prier ensemble jour et nuit — Koinonia',
      description:
        'Partagez vos sujets de prière en privé, en public ou anonymement, formez des cercles de prière, voyez qui prie et célébrez les exaucements avec votre église.',
    },
    hero: {
      eyebrow: 'Mur de prière',
      title: 'Aucun sujet de prière porté seul',
      subtitle: 'Partagez un besoin en privé, en public ou anonymement, et laissez votre église prier avec vous.',
    },
    overview: {
      title: 'La prière au cœur de votre église',
      paragraphs: [
        'Les besoins de prière attendent rarement le dimanche. Le Mur de prière permet aux membres de demander la prière à toute heure et de savoir que d’autres prient pour eux.',
        'Vous décidez qui voit chaque demande, et les prières exaucées sont signalées pour que tous puissent rendre grâce.',
      ],
    },
    features: {
      title: 'Ce qu’offre le Mur de prière',
      items: [
        {
          title: 'Privé, public ou anonyme',
          body: 'Gardez une demande pour vous, partagez-la avec votre église ou publiez-la sans votre nom.',
        },
        {
          title: 'Cercles de prière',
          body: 'Rassemblez un petit cercle autour d’un besoin, comme une hospitalisation ou une famille en deuil.',
        },
        {
          title: 'Voir qui prie',
          body: 'Sachez que des personnes prient pour votre demande : vous ne la portez jamais seul.',
        },
        {
          title: 'Prières exaucées',
          body: 'Marquez une prière comme exaucée et ajoutez des nouvelles, pour que d’autres se réjouissent avec vous.',
        },
        {
          title: 'Des notifications à votre goût',
          body: 'Soyez prévenu quand quelqu’un prie pour vous, et activez ou désactivez chaque notification.',
        },
        {
          title: 'Ouvert jour et nuit',
          body: 'Publiez et priez à minuit comme à midi, sur votre téléphone ou votre ordinateur.',
        },
      ],
    },
    benefits: {
      title: 'Pourquoi c’est important',
      items: [
        {
          title: 'Le soutien arrive plus tôt',
          body: 'Les besoins sont partagés dès qu’ils surviennent, pas des jours plus tard.',
        },
        {
          title: 'Les responsables voient les besoins',
          body: 'Les demandes publiques et les cercles montrent aux pasteurs où un accompagnement est nécessaire.',
        },
        {
          title: 'La foi grandit par le témoignage',
          body: 'Les prières exaucées deviennent un mémorial de la fidélité de Dieu.',
        },
        {
          title: 'Les besoins délicats restent protégés',
          body: 'Les demandes privées et anonymes permettent de demander la prière sans craindre les commérages.',
        },
      ],
    },
    howItWorks: {
      title: 'Comment ça marche',
      steps: [
        {
          title: 'Écrivez votre demande',
          body: 'Dites ce que vous avez sur le cœur, avec vos propres mots.',
        },
        {
          title: 'Choisissez qui la voit',
          body: 'Rendez-la privée, publique ou anonyme, ou partagez-la avec un cercle de prière.',
        },
        {
          title: 'Priez et rendez grâce',
          body: 'Priez pour les autres et signalez les exaucements quand ils arrivent.',
        },
      ],
    },
    cta: {
      title: 'Commencez à prier ensemble dès aujourd’hui',
      body: 'Le Mur de prière est gratuit. Publiez votre première demande en quelques minutes.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Plans de lecture biblique et journal S.O.A.P. — Koinonia',
      description:
        'Lectures bibliques quotidiennes, méditations guidées, plans de lecture, notes d’étude, plusieurs traductions, Bible audio et journal S.O.A.P. pour s’enraciner.',
    },
    hero: {
      eyebrow: 'Lecture de la Bible',
      title: 'Ouvrir la Parole chaque jour, ensemble',
      subtitle:
        'Lectures quotidiennes, méditations guidées, plans de lecture et un journal S.O.A.P. pour que les Écritures prennent racine.',
    },
    overview: {
      title: 'Une habitude quotidienne qui dure',
      paragraphs: [
        'Commencer à lire la Bible est facile ; persévérer est plus difficile. Koinonia vous propose chaque jour un passage, une méditation guidée et un espace pour noter ce que vous apprenez.',
        'Lisez dans plusieurs traductions, écoutez en déplacement et échangez sur le passage avec votre église. Les notes d’étude et les guides d’étude par IA vous emmènent plus loin.',
      ],
    },
    features: {
      title: 'Tout pour lire et étudier',
      items: [
        {
          title: 'Lecture et méditation quotidiennes',
          body: 'Chaque jour apporte un passage et une courte méditation pour réfléchir et prier.',
        },
        {
          title: 'Des plans de lecture pour chaque étape',
          body: 'Choisissez parmi {beginnerPlans} plans pour débutants et {intermediatePlans} plans intermédiaires, et suivez vos progrès jour après jour.',
        },
        {
          title: 'Journal S.O.A.P.',
          body: 'Notez pour chaque lecture le texte biblique (Scripture), votre Observation, son Application et une Prière.',
        },
        {
          title: 'Notes d’étude et traductions',
          body: 'Comparez plusieurs traductions de la Bible et lisez des notes d’étude sur le contexte et le sens.',
        },
        {
          title: 'Bible audio',
          body: 'Écoutez-la en conduisant, en marchant ou en cuisinant.',
        },
        {
          title: 'Échanges en communauté',
          body: 'Partagez une réflexion sur le passage du jour et découvrez ce que d’autres ont remarqué.',
        },
      ],
    },
    benefits: {
      title: 'Pourquoi c’est important',
      items: [
        {
          title: 'La régularité dans la durée',
          body: 'Un rythme quotidien et des progrès visibles aident les membres à lire semaine après semaine.',
        },
        {
          title: 'Comprendre, pas seulement lire',
          body: 'Méditations, notes et journal transforment un chapitre en quelque chose que l’on vit.',
        },
        {
          title: 'Les Écritures partout avec vous',
          body: 'Lisez sur n’importe quel appareil, gardez des lectures hors ligne ou écoutez en déplacement.',
        },
        {
          title: 'Une église sur la même longueur d’onde',
          body: 'Les groupes qui suivent un même plan échangent à partir d’une lecture commune.',
        },
      ],
    },
    howItWorks: {
      title: 'Comment ça marche',
      steps: [
        {
          title: 'Choisissez un plan',
          body: 'Commencez par la lecture du jour ou choisissez un plan adapté à votre temps.',
        },
        {
          title: 'Lisez, écoutez et méditez',
          body: 'Lisez ou écoutez, suivez la méditation et rédigez une entrée S.O.A.P.',
        },
        {
          title: 'Partagez et persévérez',
          body: 'Échangez sur le passage avec votre église et voyez vos progrès grandir.',
        },
      ],
    },
    cta: {
      title: 'Commencez votre premier plan de lecture aujourd’hui',
      body: 'La lecture quotidienne, les plans pour débutants et le journal S.O.A.P. sont gratuits, sans carte bancaire.',
    },
  },
  events: {
    meta: {
      title: 'Événements d’église avec réponses et rappels — Koinonia',
      description:
        'Créez les événements de votre église, recueillez les réponses, envoyez des rappels et suivez la présence sur tous vos lieux et sites, dans un agenda fiable.',
    },
    hero: {
      eyebrow: 'Événements',
      title: 'Chaque rencontre, organisée en un seul lieu',
      subtitle:
        'Créez des événements, recueillez les réponses, envoyez des rappels et suivez la présence sur tous vos lieux.',
    },
    overview: {
      title: 'Du culte du dimanche au voyage missionnaire',
      paragraphs: [
        'La vie d’église est pleine de rencontres : cultes, soirées jeunes, repas partagés et retraites. Koinonia les réunit dans un agenda auquel les membres font confiance.',
        'Les responsables voient qui vient et qui est venu, pour anticiper et reprendre contact avec ceux qui ont manqué.',
      ],
    },
    features: {
      title: 'Des outils pour chaque événement',
      items: [
        {
          title: 'Création d’événements simple',
          body: 'Ajoutez un titre, une heure et un lieu, puis publiez pour votre église, une communauté ou un groupe.',
        },
        {
          title: 'Répondre en un geste',
          body: 'Les membres répondent en un instant, et vous voyez le nombre grandir.',
        },
        {
          title: 'Rappels',
          body: 'Ceux qui ont répondu reçoivent un rappel avant l’événement : moins d’oublis.',
        },
        {
          title: 'Suivi de la présence',
          body: 'Notez qui est venu et comparez la participation d’un événement à l’autre.',
        },
        {
          title: 'Plusieurs lieux',
          body: 'Organisez un événement sur plusieurs lieux ou sites, avec chaque adresse clairement indiquée.',
        },
        {
          title: 'Une seule liste pour les membres',
          body: 'Les membres voient ensemble les événements de leur église et de leurs groupes.',
        },
      ],
    },
    benefits: {
      title: 'Pourquoi c’est important',
      items: [
        {
          title: 'Une meilleure participation',
          body: 'Des réponses faciles et des rappels au bon moment font venir plus de monde.',
        },
        {
          title: 'Prévoir avec de vrais chiffres',
          body: 'Sachez combien de personnes attendre pour les repas, les places et l’accueil des enfants.',
        },
        {
          title: 'Un suivi bienveillant',
          body: 'La présence montre qui s’est absenté, pour que les responsables puissent reprendre contact.',
        },
        {
          title: 'Moins de paperasse',
          body: 'Plus de feuilles d’inscription ni de tableurs à rapprocher après l’événement.',
        },
      ],
    },
    howItWorks: {
      title: 'Comment ça marche',
      steps: [
        {
          title: 'Créez l’événement',
          body: 'Fixez la date, l’heure et les lieux, et choisissez qui est invité.',
        },
        {
          title: 'Recueillez les réponses',
          body: 'Les membres répondent dans l’app et reçoivent des rappels à l’approche du jour J.',
        },
        {
          title: 'Rassemblez-vous et assurez le suivi',
          body: 'Notez la présence le jour même et reprenez contact avec ceux qui n’ont pas pu venir.',
        },
      ],
    },
    cta: {
      title: 'Organisez votre prochaine rencontre avec Koinonia',
      body: 'Les membres répondent gratuitement. Les formules pour les églises ajoutent l’organisation complète des événements ; planifiez une démo pour la découvrir.',
    },
  },
  communityChat: {
    meta: {
      title: 'Discussions, forums et messages — Koinonia',
      description:
        'Communautés, forums modérés, discussions en petits groupes, messages privés et annonces pour garder votre église unie et encouragée entre deux dimanches.',
    },
    hero: {
      eyebrow: 'Discussions communautaires',
      title: 'Restez en lien entre deux dimanches',
      subtitle: 'Communautés, forums modérés, discussions en petits groupes, messages et annonces dans un espace sûr.',
    },
    overview: {
      title: 'La communion au-delà des portes de l’église',
      paragraphs: [
        'La communion ne s’arrête pas à la fin du culte. Chaque communauté et chaque petit groupe a son propre espace pour échanger et s’encourager mutuellement toute la semaine.',
        'Les responsables publient des annonces, les modérateurs veillent à la bienveillance des forums et les membres s’écrivent sans partager leur numéro de téléphone.',
      ],
    },
    features: {
      title: 'Des façons de rester en contact',
      items: [
        {
          title: 'Communautés',
          body: 'Rejoignez votre église, ses ministères et des groupes d’intérêt, chacun avec ses propres conversations.',
        },
        {
          title: 'Forums modérés',
          body: 'Échangez sur la foi et la vie de l’église, pendant que les modérateurs veillent au respect.',
        },
        {
          title: 'Discussions en petits groupes',
          body: 'Votre groupe de maison ou votre étude biblique a sa propre discussion pour les sujets de prière, l’organisation et l’encouragement.',
        },
        {
          title: 'Messages privés',
          body: 'Écrivez en privé à un membre ou à un responsable sans partager votre numéro de téléphone.',
        },
        {
          title: 'Annonces',
          body: 'Les responsables publient une nouvelle importante une seule fois, et elle parvient à tous les membres de la communauté.',
        },
        {
          title: 'Contacts et Tableau d’engagement',
          body: 'Gardez les personnes que vous connaissez dans vos contacts, et saluez la participation sur le Tableau d’engagement.',
        },
      ],
    },
    benefits: {
      title: 'Pourquoi c’est important',
      items: [
        {
          title: 'Personne n’est laissé de côté',
          body: 'Les nouveaux venus trouvent un groupe et une conversation dès leur première semaine.',
        },
        {
          title: 'Plus sûr que les réseaux sociaux publics',
          body: 'Les conversations restent au sein de votre église, avec une modération et sans pistage publicitaire.',
        },
        {
          title: 'Les responsables gagnent du temps',
          body: 'Une seule annonce remplace une série d’e-mails, de SMS et de publications.',
        },
        {
          title: 'Un encouragement visible',
          body: 'Le Tableau d’engagement met en valeur ceux qui prient, servent et participent.',
        },
      ],
    },
    howItWorks: {
      title: 'Comment ça marche',
      steps: [
        {
          title: 'Rejoignez vos communautés',
          body: 'Trouvez votre église et les groupes dont vous faites partie.',
        },
        {
          title: 'Dites bonjour',
          body: 'Présentez-vous dans la discussion de votre petit groupe ou lancez un sujet sur le forum.',
        },
        {
          title: 'Restez en contact',
          body: 'Suivez les annonces et écrivez à vos amis, avec des notifications que vous maîtrisez.',
        },
      ],
    },
    cta: {
      title: 'Rapatriez les conversations de votre église',
      body: 'Inscrivez-vous gratuitement et trouvez vos communautés dès aujourd’hui, ou planifiez une démo pour votre équipe de responsables.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Pôle bénévolat : le Pôle service D.I.V.I.N.E. — Koinonia',
      description:
        'Orientez chacun vers une équipe selon ses compétences et ses dons, publiez des missions, examinez les candidatures, planifiez et remerciez vos bénévoles.',
    },
    hero: {
      eyebrow: 'Pôle bénévolat',
      title: 'Aidez chaque membre à trouver sa place pour servir',
      subtitle:
        'Le Pôle service D.I.V.I.N.E. oriente chacun vers les équipes de ministère selon ses compétences et ses dons spirituels.',
    },
    overview: {
      title: 'Un service partagé par beaucoup',
      paragraphs: [
        'Beaucoup d’églises reposent sur quelques bénévoles fidèles pendant que d’autres attendent qu’on les sollicite. Le Pôle service montre chaque poste à pourvoir et où les dons de chaque membre trouvent leur place.',
        'Les responsables publient des missions, examinent les candidatures et établissent les plannings : les équipes restent au complet sans solliciter les mêmes personnes chaque semaine.',
      ],
    },
    features: {
      title: 'Tout pour vos équipes de bénévoles',
      items: [
        {
          title: 'Équipes de ministère',
          body: 'Visualisez d’un coup d’œil les responsables, les membres, les rôles et les places libres de chaque équipe.',
        },
        {
          title: 'Tableau des opportunités',
          body: 'Parcourez chaque poste à pourvoir dans votre église et ce qu’il implique.',
        },
        {
          title: 'Correspondance compétences et dons',
          body: 'Les suggestions s’appuient sur vos compétences et votre évaluation des dons : la version simple, de {basicQuestions} questions, ou la version complète, de {comprehensiveQuestions}.',
        },
        {
          title: 'Plannings avec rappels',
          body: 'Prévoyez qui sert et quand, et les bénévoles reçoivent un rappel avant chaque service.',
        },
        {
          title: 'Candidatures',
          body: 'Les membres postulent en quelques étapes, et les responsables examinent, acceptent et accueillent.',
        },
        {
          title: 'Badges de reconnaissance',
          body: 'Des badges remercient les bénévoles pour leur service fidèle et les étapes franchies.',
        },
      ],
    },
    benefits: {
      title: 'Pourquoi c’est important',
      items: [
        {
          title: 'Plus de personnes engagées',
          body: 'Des rôles clairs et la correspondance des dons invitent des membres qui ne savaient pas par où commencer.',
        },
        {
          title: 'Des équipes en meilleure santé',
          body: 'Partager la charge aide vos bénévoles les plus fidèles à éviter l’épuisement.',
        },
        {
          title: 'Moins de trous le jour J',
          body: 'Plannings et rappels signifient moins de services manqués et d’appels de dernière minute.',
        },
        {
          title: 'Un service reconnu',
          body: 'Badges et remerciements montrent aux bénévoles que leur service compte.',
        },
      ],
    },
    howItWorks: {
      title: 'Comment ça marche',
      steps: [
        {
          title: 'Découvrez vos dons',
          body: 'Passez l’évaluation des dons spirituels pour voir comment Dieu vous a façonné pour servir.',
        },
        {
          title: 'Trouvez un rôle et postulez',
          body: 'Parcourez le tableau des opportunités et postulez dans l’équipe qui vous correspond.',
        },
        {
          title: 'Servez avec votre équipe',
          body: 'Votre responsable vous ajoute au planning, et les rappels vous aident à être prêt.',
        },
      ],
    },
    cta: {
      title: 'Aidez chaque don à trouver sa place',
      body: 'Les membres passent gratuitement l’évaluation simple des dons. Les églises peuvent planifier une démo de la gestion des bénévoles.',
    },
  },
};

export default copy;
