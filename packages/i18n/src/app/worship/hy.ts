import type { WorshipTranslations } from './en';

/** Armenian (Հայերեն): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Բարի վերադարձ',
  'dashboard.subtitle': 'Ահա թե ինչ է կատարվում ձեր եկեղեցում։',
  'dashboard.shortcuts': 'Արագ հղումներ',
  'dashboard.prayerWall': 'Աղոթքի պատ',
  'dashboard.events': 'Առաջիկա միջոցառումներ',
  'dashboard.serve': 'Ծառայության կենտրոն',
  'dashboard.latestPrayers': 'Աղոթքի վերջին խնդրանքները',
  'prayer.wallTitle': 'Աղոթքի պատ',
  'prayer.emptyTitle': 'Աղոթքի խնդրանքներ դեռ չկան',
  'prayer.emptyBody': 'Երբ ձեր եկեղեցու անդամները խնդրանքով կիսվեն, այն կհայտնվի այստեղ։',
  'prayer.anonymous': 'Անանուն',
  'prayer.praying': 'աղոթում են',
  'prayer.private': 'Անձնական',
  'prayer.answered': 'Պատասխանված',
};

export default dictionary;
