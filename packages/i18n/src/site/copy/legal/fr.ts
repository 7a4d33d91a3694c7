import type { LegalCopy } from './en';

/** French copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Dernière mise à jour : {date}',
  contents: 'Sommaire',
  privacyPolicy: {
    meta: {
      title: 'Politique de confidentialité — Koinonia',
      description:
        'Ce que Koinonia collecte, pourquoi, qui peut le voir, combien de temps nous le gardons et vos droits. Ni pistage publicitaire, ni analyse tierce, ni revente.',
    },
    title: 'Politique de confidentialité',
    intro:
      'Koinonia est un lieu de prière, d’Écritures et de communion, et cela demande de la confiance. Cette politique explique simplement ce que nous collectons, ce que nous en faisons et ce que nous ne faisons jamais : nous n’affichons aucune publicité, n’utilisons aucun outil d’analyse tiers et ne vendons jamais vos données.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Qui nous sommes',
        paragraphs: [
          'Koinonia est responsable des données personnelles décrites ici. Notre adresse postale est Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, États-Unis. Pour toute question relative à la confidentialité, écrivez à {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Ce que nous collectons',
        paragraphs: [
          'Votre compte : votre nom, votre adresse e-mail, votre nom d’utilisateur et votre mot de passe. Nous conservons le mot de passe uniquement sous forme d’empreinte Argon2id, jamais le mot de passe lui-même. Vous pouvez ajouter une photo de profil.',
          'Vos paramètres : langue préférée, thème, taille du texte, pays, paramètres des notifications et vos bilans hebdomadaires. Si vous acceptez les paramètres suggérés lors de votre première visite, nous enregistrons la langue, le pays et le fuseau horaire que vous avez choisis.',
          'Ce que vous créez : sujets de prière, entrées de journal, messages, événements et réponses aux événements, ainsi que vos relevés de dons si votre église utilise les dons en ligne.',
          'Les messages que vous nous envoyez via les formulaires de contact, de l’offre Enterprise et d’assistance : votre nom, votre adresse e-mail, le message, la catégorie, l’organisation et la langue.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Comment nous les utilisons',
        paragraphs: [
          'Nous utilisons vos données pour faire fonctionner Koinonia pour vous : vous connecter, montrer votre contenu aux personnes que vous avez choisies, conserver vos paramètres et répondre à vos messages.',
          'Nous ne vous envoyons d’e-mails que pour la récupération de compte, la vérification de votre adresse, les liens de connexion, la confirmation des messages que vous nous avez envoyés et les notifications que vous activez dans vos paramètres des notifications.',
          'Quand vous utilisez une fonction d’IA, le texte que vous soumettez est traité pour produire votre réponse. Il n’est jamais utilisé à des fins publicitaires.',
          'Les paiements sont traités par notre prestataire de paiement. Koinonia ne voit ni ne conserve jamais le numéro complet de votre carte.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Qui peut voir ce que vous partagez',
        paragraphs: [
          'Ce que vous créez s’affiche selon la visibilité que vous choisissez. Un sujet de prière public apparaît sur le mur de prière de votre église, un sujet privé reste entre vous et le cercle de prière que vous choisissez, et un sujet anonyme s’affiche sans votre nom.',
          'Les administrateurs d’église et de groupe voient les membres et le contenu de leurs propres communautés. Les relevés de dons ne sont visibles que par le donateur et les administrateurs financiers de son église.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Ce que nous ne faisons jamais',
        paragraphs: [
          'Nous ne vendons pas vos données, ne les partageons pas à des fins publicitaires et ne vous suivons pas sur d’autres sites web. Nous n’utilisons aucun outil d’analyse tiers.',
          'Nous ne transmettons des données à des tiers que lorsque cette politique le prévoit, comme les informations de paiement à notre prestataire de paiement, ou lorsque la loi nous y oblige.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies et stockage local',
        paragraphs: [
          'Koinonia dépose un seul cookie : un cookie de connexion qui contient un identifiant de session aléatoire. Il ne peut pas être lu par les scripts de la page et prend fin lorsque vous vous déconnectez ou après une période d’inactivité. Nous ne déposons aucun cookie publicitaire ou de mesure d’audience.',
          'Le stockage local de votre navigateur conserve votre thème, votre langue, la disposition de la barre latérale et la date du dernier affichage du message de bienvenue, pour que le site reste tel que vous l’avez laissé. Ces informations restent sur votre appareil.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Comment nous détectons votre pays',
        paragraphs: [
          'Pour vous suggérer une langue et afficher les prix dans votre devise, nous déterminons votre pays à partir de votre adresse IP dans une base de données hébergée sur nos propres serveurs. Votre adresse n’est transmise à personne d’autre, et cette recherche ne la conserve pas.',
          'Ce produit inclut des données GeoLite2 créées par MaxMind, disponibles sur {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Combien de temps nous les conservons',
        paragraphs: [
          'Nous conservons les données de votre compte tant que vous avez un compte. Quand vous supprimez votre compte, ses données sont effacées sous {deletionDays} jours, à l’exception des relevés de dons que votre église doit conserver selon la loi.',
          'Les messages de contact, de l’offre Enterprise et d’assistance sont conservés {messageRetentionMonths} mois pour que nous puissions y répondre et en assurer le suivi, puis supprimés. Quand vous en envoyez un, votre adresse IP sert uniquement à un compteur de courte durée qui empêche les envois massifs ; il expire en moins d’une heure et n’est jamais enregistré avec votre message.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez consulter, exporter, corriger et supprimer vos données. Votre profil et vos préférences se trouvent dans Paramètres et sur votre page de profil ; pour obtenir une copie de l’ensemble de vos données ou la suppression de votre compte, envoyez une demande d’assistance ou écrivez à {privacyEmail}, et nous vous répondrons rapidement.',
          'Vous pouvez aussi vous opposer à l’utilisation que nous faisons de vos données ou introduire une réclamation auprès de l’autorité de protection des données de votre lieu de résidence.',
        ],
      },
      {
        id: 'children',
        heading: 'Enfants',
        paragraphs: [
          'Vous devez avoir au moins {minimumAge} ans pour créer votre propre compte. Les membres plus jeunes ne peuvent participer que par l’intermédiaire de leur église, avec le consentement d’un parent ou d’un tuteur.',
          'Si vous pensez qu’un enfant de moins de {minimumAge} ans a un compte sans ce consentement, écrivez à {privacyEmail} et nous le supprimerons.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Modifications et contact',
        paragraphs: [
          'Si nous modifions cette politique, nous mettrons à jour la date en haut de la page et, pour les changements importants, nous vous préviendrons dans l’app ou par e-mail avant leur entrée en vigueur.',
          'Vos questions sur la confidentialité sont toujours les bienvenues à {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Conditions d’utilisation — Koinonia',
      description:
        'Les conditions d’utilisation de Koinonia : votre compte, un usage respectueux, vos contenus, formules, facturation et bougies IA, administrateurs et vos droits.',
    },
    title: 'Conditions d’utilisation',
    intro:
      'Ces conditions constituent l’accord entre vous et Koinonia lorsque vous utilisez notre app et notre site web. Nous les avons voulues courtes et claires. En créant un compte ou en utilisant Koinonia, vous les acceptez.',
    sections: [
      {
        id: 'accounts',
        heading: 'Votre compte',
        paragraphs: [
          'Vous devez avoir au moins {minimumAge} ans pour créer un compte. Les membres plus jeunes ne peuvent participer que par l’intermédiaire de leur église, avec le consentement d’un parent ou d’un tuteur.',
          'Fournissez des informations exactes, gardez votre mot de passe pour vous et prévenez-nous à {supportEmail} si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous êtes responsable de ce qui se passe sur votre compte.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Utiliser Koinonia avec bienveillance',
        paragraphs: [
          'Koinonia est conçu pour la communion fraternelle. Traitez les autres avec respect : ni harcèlement, ni menaces, ni haine, ni intimidation, ni spam ou publicité non sollicitée, et rien d’illégal.',
          'Respectez la confidentialité de la prière. Ne copiez pas, ne transférez pas et ne divulguez pas une demande privée ou anonyme, ni rien de ce qui a été partagé dans un cercle de prière ou un groupe, en dehors du lieu où cela a été partagé.',
          'N’essayez pas de pénétrer dans des comptes, de perturber le service ou de collecter les données d’autres membres.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Vos contenus',
        paragraphs: [
          'Ce que vous publiez vous appartient : prières, entrées de journal, messages, événements et médias. Vous accordez à Koinonia uniquement l’autorisation nécessaire pour les conserver et les montrer aux personnes que vous avez choisies, et cette autorisation prend fin lorsque vous les supprimez.',
          'Ne publiez que ce que vous avez le droit de partager, y compris les photos d’autres personnes.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Administrateurs d’église',
        paragraphs: [
          'Si vous gérez une église, un ministère ou un groupe sur Koinonia, vous agissez au nom de cette communauté. N’invitez que des personnes qui en font partie, attribuez les rôles de l’équipe avec discernement et n’utilisez les informations des membres que pour la vie de l’église.',
          'Modérez vos forums et discussions avec équité, conservez les relevés de dons comme la loi l’exige et assurez-vous d’avoir le consentement d’un parent ou d’un tuteur pour tout membre de moins de {minimumAge} ans.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Formules, facturation et bougies IA',
        paragraphs: [
          'La formule {disciplePlan} est gratuite. Les formules payantes sont facturées d’avance, au mois ou à l’année, et une formule annuelle coûte le prix de {monthsCharged} mois. Les prix s’affichent avant le paiement, dans votre devise lorsque c’est possible, toutes taxes comprises.',
          'Un abonnement se renouvelle à la fin de chaque période jusqu’à sa résiliation. Vous pouvez résilier à tout moment ; vous gardez votre formule jusqu’à la fin de la période payée. Lorsque la loi vous accorde un droit au remboursement, nous le respectons.',
          'Les bougies IA sont des crédits pour les fonctions d’IA. Les bougies de votre formule se renouvellent chaque mois ; celles des packs de recharge n’expirent pas. Les bougies n’ont aucune valeur monétaire et ne peuvent pas être échangées contre de l’argent.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Fonctions d’IA',
        paragraphs: [
          'Les guides d’étude par IA, la préparation de prédications, la Bible audio par IA et la vidéo par IA peuvent vous aider à étudier et à préparer, mais ils peuvent se tromper. Éprouvez ce qu’ils produisent à la lumière des Écritures et des conseils de votre église, et assumez la responsabilité de ce que vous publiez.',
          'Le texte que vous soumettez est traité pour vous répondre et n’est jamais utilisé à des fins publicitaires. Ne soumettez pas d’informations confidentielles concernant d’autres personnes.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilité',
        paragraphs: [
          'Nous faisons en sorte que Koinonia soit disponible jour et nuit, mais nous ne pouvons pas garantir qu’il ne sera jamais interrompu, par exemple pendant une maintenance. Les fonctionnalités peuvent évoluer avec le produit ; si nous retirons quelque chose pour lequel vous payez, nous vous en informerons d’abord.',
          'Koinonia n’est ni un service d’urgence ni un substitut à l’accompagnement pastoral ou à une aide professionnelle. Si quelqu’un est en danger, contactez les services d’urgence locaux.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Fermer votre compte',
        paragraphs: [
          'Vous pouvez faire supprimer votre compte à tout moment : envoyez une demande d’assistance ou écrivez à {supportEmail}.',
          'Nous pouvons suspendre ou fermer un compte qui enfreint gravement ou à plusieurs reprises ces conditions. Sauf urgence ou interdiction légale, nous vous en expliquerons la raison et vous donnerons la possibilité de répondre.',
        ],
      },
      {
        id: 'liability',
        heading: 'Notre responsabilité',
        paragraphs: [
          'Nous fournissons Koinonia avec soin, mais en l’état. Dans les limites permises par la loi, nous ne sommes pas responsables des pertes indirectes, et notre responsabilité totale envers vous est limitée aux sommes que vous nous avez versées au cours des douze mois précédant la réclamation.',
          'Rien dans ces conditions ne vous prive des droits que vous accorde le droit de la consommation de votre pays.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Droit applicable',
        paragraphs: [
          'Ces conditions sont régies par les lois de l’État du Tennessee, aux États-Unis. Si un différend ne peut pas être réglé en discutant d’abord avec nous, il sera porté devant les tribunaux du Tennessee, sauf si votre droit local vous permet de saisir les tribunaux de votre pays.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Modifications et contact',
        paragraphs: [
          'Si nous modifions ces conditions, nous mettrons à jour la date en haut de la page et vous informerons des changements importants avant leur entrée en vigueur. Si vous n’êtes pas d’accord, vous pouvez cesser d’utiliser Koinonia et supprimer votre compte.',
          'Vos questions sur ces conditions sont les bienvenues à {supportEmail} ou par courrier à Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, États-Unis.',
        ],
      },
    ],
  },
};

export default copy;
