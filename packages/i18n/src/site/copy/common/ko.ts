import type { CommonCopy } from './en';

/** Korean copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: '기도와 말씀, 교제와 섬김을 하나로 잇는 교회 슈퍼 앱.',
  skipToContent: '본문으로 건너뛰기',
  nav: {
    features: '기능',
    company: '회사 소개',
    legal: '약관 및 정책',
    signIn: '로그인',
    getStartedFree: '무료로 시작하기',
    scheduleDemo: '데모 예약',
    viewFeatures: '기능 살펴보기',
    purchaseCandles: '양초 구매',
    backToHome: '홈으로 돌아가기',
    pricing: '요금',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    mainNavigation: '주 메뉴',
    openApp: 'Koinonia 열기',
  },
  footer: {
    about:
      'Koinonia는 헬라어로 ‘교제’라는 뜻입니다. 저희는 성도들이 기도하고, 말씀을 읽고, 함께 모이고, 섬기며, 교회가 성도들을 잘 돌볼 수 있도록 개인정보 보호를 최우선으로 하는 하나의 보금자리를 만듭니다.',
    featuresTitle: '기능',
    companyTitle: '회사 소개',
    legalTitle: '약관 및 정책',
    copyright: '© {year} Koinonia. 모든 권리 보유.',
    privacyPromise: '광고 추적도, 제3자 분석도, 데이터 재판매도 없습니다.',
    geoLiteAttribution: '이 제품에는 MaxMind가 만든 GeoLite2 데이터가 포함되어 있으며, {link}에서 받을 수 있습니다.',
  },
  pages: {
    landing: '홈',
    prayerWall: '기도의 벽',
    bibleReading: '성경 읽기',
    events: '행사',
    communityChat: '커뮤니티 채팅',
    volunteerHub: '봉사자 허브',
    aboutUs: '회사 소개',
    candlesInfo: 'AI 양초',
    contactUs: '문의하기',
    contact: '연락처',
    enterpriseContact: '엔터프라이즈',
    support: '고객 지원',
    helpDocs: '도움말',
    faq: '자주 묻는 질문',
    privacyPolicy: '개인정보 처리방침',
    termsOfService: '이용약관',
    pricing: '요금',
  },
  language: {
    label: '언어',
    choose: '언어 선택',
    current: '{language} (현재 언어)',
  },
  theme: {
    toDark: '어두운 테마로 전환',
    toLight: '밝은 테마로 전환',
  },
  claims: {
    title: '교제가 한곳에 모일 때 가능해지는 일',
    items: [
      { figure: '40%', label: '참여도 향상' },
      { figure: '5시간 이상', label: '매주 절약되는 시간' },
      { figure: '최대 60%', label: '사역 참여 증가' },
      { figure: '3배', label: '더 꾸준한 성경 읽기' },
      { figure: '11개 이상', label: '콘텐츠 배포 플랫폼' },
    ],
  },
  privacy: {
    title: '처음부터 개인정보 보호를 최우선으로',
    body: '기도와 묵상 노트, 나누는 대화는 모두 소중한 개인의 것입니다. Koinonia는 광고가 아닌 요금제로 운영되므로, 교회 공동체의 삶은 온전히 여러분의 것으로 남습니다.',
    points: [
      '광고 추적도, 광고 쿠키도 없습니다',
      '제3자 분석 도구를 쓰지 않습니다',
      '데이터는 절대 판매되지 않으며, 언제든 내보내거나 삭제할 수 있습니다',
    ],
  },
};

export default copy;
