import type { EngagementTranslations } from './en';

/** Russian (Русский): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Сообщество',
  'engagement.emptyBody':
    'Прочитайте день плана, сделайте запись в дневнике или поделитесь молитвенной просьбой, чтобы появиться здесь.',
  'engagement.emptyTitle': 'Пока нет баллов',
  'engagement.hiddenNow': 'Теперь вас не видно на Доске активности.',
  'engagement.howTitle': 'Как начисляются баллы',
  'engagement.intro': 'Баллы за участие в жизни вашей церкви: чтение, молитву, дневник и многое другое.',
  'engagement.kind.eventAttended': 'Отметка о присутствии на мероприятии',
  'engagement.kind.journalEntry': 'Сохранение записи в дневнике',
  'engagement.kind.prayed': 'Молитва о чьей-то просьбе',
  'engagement.kind.prayerShared': 'Публикация молитвенной просьбы (за анонимные баллы не начисляются)',
  'engagement.kind.readingDay': 'Чтение одного дня плана чтения',
  'engagement.listLabel': 'Участники по баллам',
  'engagement.loading': 'Загрузка Доски активности',
  'engagement.once':
    'Каждое действие засчитывается один раз: за повторно прочитанный день или повторно сохранённую запись баллы больше не начисляются.',
  'engagement.optOut': 'Не показывать меня на Доске активности',
  'engagement.optOutHint':
    'Вас не видно ни на одной доске — ни на доске вашей церкви, ни на досках ваших сообществ. Свои баллы вы по-прежнему видите.',
  'engagement.period.all': 'За всё время',
  'engagement.period.allHint': 'Все баллы, заработанные в вашей церкви.',
  'engagement.period.label': 'Период',
  'engagement.period.month': 'Этот месяц',
  'engagement.period.monthHint': 'Баллы за последние 30 дней.',
  'engagement.period.week': 'Эта неделя',
  'engagement.period.weekHint': 'Баллы за последние 7 дней.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Баллов: {count}',
  'engagement.rank': 'Место {rank}',
  'engagement.shownNow': 'Вы снова на Доске активности.',
  'engagement.standing': 'Ваше место — {rank}, баллов: {points}.',
  'engagement.standingHidden': 'Вы скрыты с доски. Баллов за этот период: {points}.',
  'engagement.standingNone': 'За этот период у вас пока нет баллов.',
  'engagement.title': 'Доска активности',
  'engagement.wholeChurch': 'Вся ваша церковь',
  'engagement.you': 'Вы',
  'engagement.yourStanding': 'Ваше место',
};

export default dictionary;
