import type { EngagementTranslations } from './en';

/** Ukrainian (Українська): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Спільнота',
  'engagement.emptyBody':
    'Прочитайте день плану, зробіть запис у щоденнику або поділіться молитовним проханням, щоб з’явитися тут.',
  'engagement.emptyTitle': 'Поки що немає балів',
  'engagement.hiddenNow': 'Тепер вас не видно на Дошці активності.',
  'engagement.howTitle': 'Як нараховуються бали',
  'engagement.intro': 'Бали за участь у житті вашої церкви: читання, молитву, щоденник та інше.',
  'engagement.kind.eventAttended': 'Відмітка про присутність на події',
  'engagement.kind.journalEntry': 'Збереження запису в щоденнику',
  'engagement.kind.prayed': 'Молитва за чиєсь прохання',
  'engagement.kind.prayerShared': 'Публікація молитовного прохання (за анонімні бали не нараховуються)',
  'engagement.kind.readingDay': 'Читання одного дня плану читання',
  'engagement.listLabel': 'Учасники за балами',
  'engagement.loading': 'Завантаження Дошки активності',
  'engagement.once':
    'Кожна дія зараховується один раз: за повторно прочитаний день чи повторно збережений запис бали більше не нараховуються.',
  'engagement.optOut': 'Не показувати мене на Дошці активності',
  'engagement.optOutHint':
    'Вас не видно на жодній дошці — ні на дошці вашої церкви, ні на дошках ваших спільнот. Свої бали ви й далі бачите.',
  'engagement.period.all': 'За весь час',
  'engagement.period.allHint': 'Усі бали, зароблені у вашій церкві.',
  'engagement.period.label': 'Період',
  'engagement.period.month': 'Цей місяць',
  'engagement.period.monthHint': 'Бали за останні 30 днів.',
  'engagement.period.week': 'Цей тиждень',
  'engagement.period.weekHint': 'Бали за останні 7 днів.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Балів: {count}',
  'engagement.rank': 'Місце {rank}',
  'engagement.shownNow': 'Ви знову на Дошці активності.',
  'engagement.standing': 'Ваше місце — {rank}, балів: {points}.',
  'engagement.standingHidden': 'Вас приховано з дошки. Балів за цей період: {points}.',
  'engagement.standingNone': 'За цей період у вас поки немає балів.',
  'engagement.title': 'Дошка активності',
  'engagement.wholeChurch': 'Уся ваша церква',
  'engagement.you': 'Ви',
  'engagement.yourStanding': 'Ваше місце',
};

export default dictionary;
