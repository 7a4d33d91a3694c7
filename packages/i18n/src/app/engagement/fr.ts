import type { EngagementTranslations } from './en';

/** French (Français): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Communauté',
  'engagement.emptyBody':
    'Lisez un jour d’un plan, écrivez dans votre journal ou partagez une demande de prière pour apparaître ici.',
  'engagement.emptyTitle': 'Pas encore de points',
  'engagement.hiddenNow': 'Vous n’apparaissez plus dans le Tableau d’engagement.',
  'engagement.howTitle': 'Comment gagner des points',
  'engagement.intro':
    'Des points pour votre participation à la vie de votre église : lecture, prière, journal et plus encore.',
  'engagement.kind.eventAttended': 'Être enregistré à un événement',
  'engagement.kind.journalEntry': 'Enregistrer une entrée de journal',
  'engagement.kind.prayed': 'Prier pour la demande de quelqu’un',
  'engagement.kind.prayerShared': 'Partager une demande de prière (les demandes anonymes ne rapportent rien)',
  'engagement.kind.readingDay': 'Lire un jour d’un plan de lecture',
  'engagement.listLabel': 'Membres par nombre de points',
  'engagement.loading': 'Chargement du Tableau d’engagement',
  'engagement.once':
    'Chaque action ne compte qu’une fois : relire un jour ou réenregistrer une entrée ne rapporte rien de plus.',
  'engagement.optOut': 'Ne pas m’afficher dans le Tableau d’engagement',
  'engagement.optOutHint':
    'Personne ne vous voit sur aucun tableau, ni celui de votre église ni ceux de vos communautés. Vous voyez toujours vos propres points.',
  'engagement.period.all': 'Depuis le début',
  'engagement.period.allHint': 'Tous les points gagnés dans votre église.',
  'engagement.period.label': 'Période',
  'engagement.period.month': 'Ce mois-ci',
  'engagement.period.monthHint': 'Points des 30 derniers jours.',
  'engagement.period.week': 'Cette semaine',
  'engagement.period.weekHint': 'Points des 7 derniers jours.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} points',
  'engagement.rank': 'Rang {rank}',
  'engagement.shownNow': 'Vous apparaissez de nouveau dans le Tableau d’engagement.',
  'engagement.standing': 'Vous êtes au rang {rank} avec {points} points.',
  'engagement.standingHidden': 'Vous n’apparaissez pas sur le tableau. Vous avez {points} points sur cette période.',
  'engagement.standingNone': 'Vous n’avez pas encore de points sur cette période.',
  'engagement.title': 'Tableau d’engagement',
  'engagement.wholeChurch': 'Toute votre église',
  'engagement.you': 'Vous',
  'engagement.yourStanding': 'Votre classement',
};

export default dictionary;
