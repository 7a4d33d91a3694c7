import type { WorshipTranslations } from './en';

/** Korean (한국어): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': '다시 오신 것을 환영합니다',
  'dashboard.subtitle': '지금 교회에서 일어나고 있는 일을 확인하세요.',
  'dashboard.shortcuts': '바로가기',
  'dashboard.prayerWall': '기도의 벽',
  'dashboard.events': '다가오는 행사',
  'dashboard.serve': '섬김 허브',
  'dashboard.latestPrayers': '최근 기도 제목',
  'prayer.wallTitle': '기도의 벽',
  'prayer.emptyTitle': '아직 기도 제목이 없습니다',
  'prayer.emptyBody': '교회 성도가 기도 제목을 나누면 여기에 표시됩니다.',
  'prayer.anonymous': '익명',
  'prayer.praying': '명이 기도 중',
  'prayer.private': '비공개',
  'prayer.answered': '응답됨',
};

export default dictionary;
