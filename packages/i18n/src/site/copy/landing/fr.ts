import type { LandingCopy } from './en';

/** French copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — La super-app de l’église pour la communion',
    description:
      'Mur de prière, lecture biblique quotidienne, événements, discussions de groupe et bénévolat dans une app respectueuse de la vie privée, pour toute l’église.',
  },
  hero: {
    eyebrow: 'La super-app de l’église',
    title: 'Une communion qui se vit toute la semaine',
    subtitle:
      'Prière, Écritures, événements, discussions et service dans une seule app respectueuse de la vie privée, pour vos membres, vos responsables et votre équipe.',
  },
  overview: {
    title: 'Un seul lieu pour la vie commune de votre église',
    paragraphs: [
      'Beaucoup d’églises jonglent entre un groupe de discussion, une feuille d’inscription, une page de dons et un tableur de bénévoles. Koinonia rassemble tout au même endroit : les membres trouvent tout, et les responsables cessent de recopier des listes d’un outil à l’autre.',
      'Les membres prient les uns pour les autres, lisent la Bible chaque jour et s’inscrivent pour servir. Pasteurs et administrateurs voient qui est relié et où l’on a besoin d’aide, en {languageCount} langues.',
    ],
  },
  features: {
    title: 'Tout ce que fait votre église, dans une seule app',
    items: [
      {
        title: 'Mur de prière',
        body: 'Sujets de prière privés, publics ou anonymes, cercles de prière et prières exaucées, ouvert jour et nuit.',
      },
      {
        title: 'Lecture de la Bible et journal',
        body: 'Lectures quotidiennes, méditations guidées, plans de lecture, une Bible audio et un journal S.O.A.P.',
      },
      {
        title: 'Événements et communauté',
        body: 'Réponses aux invitations, rappels, forums modérés, discussions en petits groupes, messages et annonces.',
      },
      {
        title: 'Pôle service',
        body: 'Orientez les membres vers les équipes de ministère selon leurs compétences et leurs dons spirituels, puis planifiez leurs services et remerciez-les.',
      },
      {
        title: 'Étude et préparation de prédications avec l’IA',
        body: 'Guides d’étude et plans de prédication à la demande, payés avec les bougies IA incluses dans chaque formule.',
      },
      {
        title: 'Administration de l’église',
        body: 'Gestion des membres, dons en ligne avec analyse des donateurs, diffusion en direct, plusieurs sites et studios de contenu.',
      },
    ],
  },
  featurePages: {
    title: 'Découvrir les fonctionnalités',
    items: {
      prayerWall: {
        title: 'Mur de prière',
        body: 'Partagez vos besoins, rassemblez des cercles de prière et célébrez ensemble les prières exaucées.',
      },
      bibleReading: {
        title: 'Lecture de la Bible',
        body: 'Lisez, écoutez et méditez chaque jour avec des plans, des méditations et votre journal S.O.A.P.',
      },
      events: {
        title: 'Événements',
        body: 'Organisez vos rencontres avec réponses, rappels et suivi de la présence sur tous vos sites.',
      },
      communityChat: {
        title: 'Discussions communautaires',
        body: 'Gardez vos communautés et petits groupes en lien, en toute sécurité, d’un dimanche à l’autre.',
      },
      volunteerHub: {
        title: 'Pôle bénévolat',
        body: 'Aidez chaque membre à trouver une place pour servir qui corresponde à ses dons.',
      },
    },
  },
  audiences: {
    title: 'Conçue pour toute votre église',
    items: [
      {
        title: 'Membres',
        body: 'Priez, lisez, tenez votre journal et participez à la vie de votre église depuis votre téléphone, à toute heure.',
      },
      {
        title: 'Responsables de groupes et de ministères',
        body: 'Échangez avec votre groupe, partagez des annonces, organisez des événements et pourvoyez les postes de bénévoles.',
      },
      {
        title: 'Pasteurs',
        body: 'Voyez où votre assemblée a besoin d’accompagnement et préparez prédications et études avec l’aide de l’IA.',
      },
      {
        title: 'Administrateurs et bénévoles de l’église',
        body: 'Gérez les membres, les dons, les sites et les plannings sans un tiroir rempli de tableurs.',
      },
    ],
  },
  benefits: {
    title: 'Pourquoi les églises choisissent Koinonia',
    items: [
      {
        title: 'Moins d’administration, plus de ministère',
        body: 'Une seule app remplace une mosaïque d’outils : votre équipe consacre son temps aux personnes.',
      },
      {
        title: 'Des membres qui restent en lien',
        body: 'La prière, la lecture et les discussions donnent à chacun une raison de revenir entre deux dimanches.',
      },
      {
        title: 'Prête pour tous vos sites',
        body: 'Gérez plusieurs sites depuis un seul compte et organisez des événements en plusieurs lieux.',
      },
      {
        title: 'Dans la langue de chaque membre',
        body: 'Chacun choisit sa langue et un thème clair ou sombre, et peut garder du contenu hors ligne.',
      },
    ],
  },
  howItWorks: {
    title: 'Comment ça marche',
    steps: [
      {
        title: 'Créez un compte gratuit',
        body: 'Inscrivez-vous en une minute, sans carte bancaire, et choisissez votre langue.',
      },
      {
        title: 'Rejoignez ou inscrivez votre église',
        body: 'Trouvez votre église et vos groupes, ou faites venir votre assemblée avec une formule pour les églises.',
      },
      {
        title: 'Priez, lisez, rassemblez-vous et servez',
        body: 'Commencez par la lecture du jour ou un sujet de prière, et grandissez à partir de là.',
      },
    ],
  },
  cta: {
    title: 'Rassemblez votre église en un seul lieu',
    body: 'Commencez gratuitement dès aujourd’hui, ou planifiez une démo et nous présenterons Koinonia pas à pas à votre équipe.',
  },
};

export default copy;
