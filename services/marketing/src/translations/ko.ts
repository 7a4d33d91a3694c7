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
  'access.deniedTitle': '이 페이지에 접근할 권한이 없습니다',
  'access.deniedBody': '이 페이지를 보려면 {access} 권한이 필요합니다. 권한이 있어야 한다고 생각되면 교회 관리자에게 문의하세요.',
  'access.deniedBodyUnnamed': '이 페이지에 접근할 수 있어야 한다고 생각되면 교회 관리자에게 문의하세요.',
  'access.backToDashboard': '대시보드로 돌아가기',
  'access.level.group_admin': '그룹 관리',
  'access.level.ministry_admin': '사역 관리',
  'access.level.church_admin': '교회 관리',
  'access.level.volunteer_management': '자원봉사자 관리',
  'access.level.staff': '교회 스태프',
};

export default dictionary;
