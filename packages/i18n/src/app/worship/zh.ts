import type { WorshipTranslations } from './en';

/** Chinese (中文): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': '欢迎回来',
  'dashboard.subtitle': '看看你的教会正在发生什么。',
  'dashboard.shortcuts': '快捷方式',
  'dashboard.prayerWall': '祷告墙',
  'dashboard.events': '即将举行的活动',
  'dashboard.serve': '服事中心',
  'dashboard.latestPrayers': '最新代祷事项',
  'prayer.wallTitle': '祷告墙',
  'prayer.emptyTitle': '还没有代祷事项',
  'prayer.emptyBody': '教会成员分享代祷事项后，会显示在这里。',
  'prayer.anonymous': '匿名',
  'prayer.praying': '人在代祷',
  'prayer.private': '私密',
  'prayer.answered': '已蒙应允',
};

export default dictionary;
