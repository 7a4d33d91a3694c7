import type { EngagementTranslations } from './en';

/** Portuguese (Português): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Comunidade',
  'engagement.emptyBody':
    'Leia um dia de um plano, escreva no seu diário ou compartilhe um pedido de oração para aparecer aqui.',
  'engagement.emptyTitle': 'Ainda não há pontos',
  'engagement.hiddenNow': 'Você não aparece mais no Quadro de participação.',
  'engagement.howTitle': 'Como ganhar pontos',
  'engagement.intro': 'Pontos por participar da vida da sua igreja: leitura, oração, diário e muito mais.',
  'engagement.kind.eventAttended': 'Ter a presença registrada em um evento',
  'engagement.kind.journalEntry': 'Salvar uma anotação do diário',
  'engagement.kind.prayed': 'Orar pelo pedido de alguém',
  'engagement.kind.prayerShared': 'Compartilhar um pedido de oração (os anônimos não valem pontos)',
  'engagement.kind.readingDay': 'Ler um dia de um plano de leitura',
  'engagement.listLabel': 'Membros por pontos',
  'engagement.loading': 'Carregando o Quadro de participação',
  'engagement.once':
    'Cada ação conta uma vez só: ler de novo um dia ou salvar de novo uma anotação não rende mais pontos.',
  'engagement.optOut': 'Não me mostrar no Quadro de participação',
  'engagement.optOutHint':
    'Ninguém vê você em nenhum quadro, nem no da sua igreja nem nos das suas comunidades. Você continua vendo os seus pontos.',
  'engagement.period.all': 'Desde o início',
  'engagement.period.allHint': 'Todos os pontos ganhos na sua igreja.',
  'engagement.period.label': 'Período',
  'engagement.period.month': 'Este mês',
  'engagement.period.monthHint': 'Pontos dos últimos 30 dias.',
  'engagement.period.week': 'Esta semana',
  'engagement.period.weekHint': 'Pontos dos últimos 7 dias.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} pontos',
  'engagement.rank': 'Posição {rank}',
  'engagement.shownNow': 'Você voltou a aparecer no Quadro de participação.',
  'engagement.standing': 'Você está em {rank}º lugar, com {points} pontos.',
  'engagement.standingHidden': 'Você não aparece no quadro. Você tem {points} pontos neste período.',
  'engagement.standingNone': 'Você ainda não tem pontos neste período.',
  'engagement.title': 'Quadro de participação',
  'engagement.wholeChurch': 'Toda a sua igreja',
  'engagement.you': 'Você',
  'engagement.yourStanding': 'Sua posição',
};

export default dictionary;
