import type { WorshipTranslations } from './en';

/** Japanese (日本語): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'おかえりなさい',
  'dashboard.subtitle': 'あなたの教会の最新の様子です。',
  'dashboard.shortcuts': 'ショートカット',
  'dashboard.prayerWall': '祈りの壁',
  'dashboard.events': '今後のイベント',
  'dashboard.serve': '奉仕ハブ',
  'dashboard.latestPrayers': '最新の祈りのリクエスト',
  'prayer.wallTitle': '祈りの壁',
  'prayer.emptyTitle': 'まだ祈りのリクエストはありません',
  'prayer.emptyBody': '教会のメンバーがリクエストを共有すると、ここに表示されます。',
  'prayer.anonymous': '匿名',
  'prayer.praying': '人が祈っています',
  'prayer.private': '非公開',
  'prayer.answered': '祈りが聞かれました',
};

export default dictionary;
