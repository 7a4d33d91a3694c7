import type { CoreTranslations } from './en';

/** Korean (한국어): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': '로그인',
  'nav.getStarted': '무료로 시작하기',
  'nav.features': '기능',
  'nav.company': '회사',
  'nav.legal': '법적 고지',
  'nav.scheduleDemo': '데모 예약',
  'nav.viewFeatures': '기능 보기',
  'nav.purchaseCandles': '양초 구매',
  'nav.backToHome': '홈으로 돌아가기',
  'app.welcome': 'Koinonia에 오신 것을 환영합니다',
  'app.loading': '불러오는 중…',
  'section.loadFailed': '이 섹션을 불러올 수 없습니다',
  'section.retry': '다시 시도',
};

export default dictionary;
