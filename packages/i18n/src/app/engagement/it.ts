import type { EngagementTranslations } from './en';

/** Italian (Italiano): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Comunità',
  'engagement.emptyBody':
    'Leggi un giorno di un piano, scrivi nel tuo diario o condividi una richiesta di preghiera per comparire qui.',
  'engagement.emptyTitle': 'Ancora nessun punto',
  'engagement.hiddenNow': 'Non compari più nella Bacheca della partecipazione.',
  'engagement.howTitle': 'Come si guadagnano i punti',
  'engagement.intro':
    'Punti per la tua partecipazione alla vita della tua chiesa: lettura, preghiera, diario e altro ancora.',
  'engagement.kind.eventAttended': 'La registrazione della presenza a un evento',
  'engagement.kind.journalEntry': 'Salvare una pagina di diario',
  'engagement.kind.prayed': 'Pregare per la richiesta di qualcuno',
  'engagement.kind.prayerShared': 'Condividere una richiesta di preghiera (quelle anonime non danno punti)',
  'engagement.kind.readingDay': 'Leggere un giorno di un piano di lettura',
  'engagement.listLabel': 'Membri per punti',
  'engagement.loading': 'Caricamento della Bacheca della partecipazione',
  'engagement.once':
    'Ogni azione conta una sola volta: rileggere un giorno o salvare di nuovo una pagina non dà altri punti.',
  'engagement.optOut': 'Nascondimi dalla Bacheca della partecipazione',
  'engagement.optOutHint':
    'Nessuno ti vede in nessuna bacheca, né in quella della tua chiesa né in quelle delle tue comunità. Tu continui a vedere i tuoi punti.',
  'engagement.period.all': 'Da sempre',
  'engagement.period.allHint': 'Tutti i punti guadagnati nella tua chiesa.',
  'engagement.period.label': 'Periodo',
  'engagement.period.month': 'Questo mese',
  'engagement.period.monthHint': 'Punti degli ultimi 30 giorni.',
  'engagement.period.week': 'Questa settimana',
  'engagement.period.weekHint': 'Punti degli ultimi 7 giorni.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} punti',
  'engagement.rank': 'Posizione {rank}',
  'engagement.shownNow': 'Compari di nuovo nella Bacheca della partecipazione.',
  'engagement.standing': 'Sei in posizione {rank} con {points} punti.',
  'engagement.standingHidden': 'Non compari nella bacheca. In questo periodo hai {points} punti.',
  'engagement.standingNone': 'In questo periodo non hai ancora punti.',
  'engagement.title': 'Bacheca della partecipazione',
  'engagement.wholeChurch': 'Tutta la tua chiesa',
  'engagement.you': 'Tu',
  'engagement.yourStanding': 'La tua posizione',
};

export default dictionary;
