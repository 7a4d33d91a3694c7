import type { EngagementTranslations } from './en';

/** Spanish (Español): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Comunidad',
  'engagement.emptyBody':
    'Lee un día de un plan, escribe en tu diario o comparte una petición de oración para aparecer aquí.',
  'engagement.emptyTitle': 'Aún no hay puntos',
  'engagement.hiddenNow': 'Ya no apareces en el Tablero de participación.',
  'engagement.howTitle': 'Cómo se ganan puntos',
  'engagement.intro': 'Puntos por participar en la vida de tu iglesia: lectura, oración, diario y más.',
  'engagement.kind.eventAttended': 'Registrar tu asistencia a un evento',
  'engagement.kind.journalEntry': 'Guardar una entrada del diario',
  'engagement.kind.prayed': 'Orar por la petición de alguien',
  'engagement.kind.prayerShared': 'Compartir una petición de oración (las anónimas no suman puntos)',
  'engagement.kind.readingDay': 'Leer un día de un plan de lectura',
  'engagement.listLabel': 'Miembros por puntos',
  'engagement.loading': 'Cargando el Tablero de participación',
  'engagement.once': 'Cada cosa cuenta una sola vez: volver a leer un día o volver a guardar una entrada no suma más.',
  'engagement.optOut': 'Ocultarme del Tablero de participación',
  'engagement.optOutHint':
    'Nadie te ve en ningún tablero, ni en el de tu iglesia ni en los de tus comunidades. Tú sigues viendo tus puntos.',
  'engagement.period.all': 'Desde siempre',
  'engagement.period.allHint': 'Todos los puntos ganados en tu iglesia.',
  'engagement.period.label': 'Período',
  'engagement.period.month': 'Este mes',
  'engagement.period.monthHint': 'Puntos de los últimos 30 días.',
  'engagement.period.week': 'Esta semana',
  'engagement.period.weekHint': 'Puntos de los últimos 7 días.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} puntos',
  'engagement.rank': 'Puesto {rank}',
  'engagement.shownNow': 'Vuelves a aparecer en el Tablero de participación.',
  'engagement.standing': 'Estás en el puesto {rank} con {points} puntos.',
  'engagement.standingHidden': 'No apareces en el tablero. Tienes {points} puntos en este período.',
  'engagement.standingNone': 'Todavía no tienes puntos en este período.',
  'engagement.title': 'Tablero de participación',
  'engagement.wholeChurch': 'Toda tu iglesia',
  'engagement.you': 'Tú',
  'engagement.yourStanding': 'Tu posición',
};

export default dictionary;
