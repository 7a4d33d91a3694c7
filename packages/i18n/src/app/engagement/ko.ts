import type { EngagementTranslations } from './en';

/** Korean (한국어): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': '커뮤니티',
  'engagement.emptyBody': '플랜의 하루 분량을 읽거나, 묵상 노트를 쓰거나, 기도 제목을 나누면 여기에 표시됩니다.',
  'engagement.emptyTitle': '아직 점수가 없습니다',
  'engagement.hiddenNow': '이제 참여 현황판에 표시되지 않습니다.',
  'engagement.howTitle': '점수를 얻는 방법',
  'engagement.intro': '성경 읽기, 기도, 묵상 노트 작성 등 교회 생활에 참여하면 받는 점수입니다.',
  'engagement.kind.eventAttended': '행사에서 출석 체크인하기',
  'engagement.kind.journalEntry': '묵상 노트 저장하기',
  'engagement.kind.prayed': '다른 사람의 기도 제목을 위해 기도하기',
  'engagement.kind.prayerShared': '기도 제목 나누기(익명으로 나눈 제목은 점수 없음)',
  'engagement.kind.readingDay': '읽기 플랜의 하루 분량 읽기',
  'engagement.listLabel': '점수순 멤버 목록',
  'engagement.loading': '참여 현황판을 불러오는 중',
  'engagement.once':
    '각 활동은 한 번만 계산됩니다. 같은 날을 다시 읽거나 같은 노트를 다시 저장해도 점수가 더 쌓이지 않습니다.',
  'engagement.optOut': '참여 현황판에서 나를 숨기기',
  'engagement.optOutHint':
    '교회 현황판이든 커뮤니티 현황판이든 어디에서도 다른 사람에게 보이지 않습니다. 내 점수는 계속 볼 수 있습니다.',
  'engagement.period.all': '전체 기간',
  'engagement.period.allHint': '교회에서 얻은 모든 점수입니다.',
  'engagement.period.label': '기간',
  'engagement.period.month': '이번 달',
  'engagement.period.monthHint': '최근 30일 동안의 점수입니다.',
  'engagement.period.week': '이번 주',
  'engagement.period.weekHint': '최근 7일 동안의 점수입니다.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count}점',
  'engagement.rank': '{rank}위',
  'engagement.shownNow': '다시 참여 현황판에 표시됩니다.',
  'engagement.standing': '{points}점으로 {rank}위입니다.',
  'engagement.standingHidden': '현황판에서 숨겨져 있습니다. 이 기간에 {points}점을 얻었습니다.',
  'engagement.standingNone': '이 기간에는 아직 점수가 없습니다.',
  'engagement.title': '참여 현황판',
  'engagement.wholeChurch': '교회 전체',
  'engagement.you': '나',
  'engagement.yourStanding': '내 순위',
};

export default dictionary;
