import type { PricingCopy } from './en';

/** Korean copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: '요금: 성도와 교회를 위한 요금제 — Koinonia',
    description:
      'Koinonia 요금제 비교: 성도는 무료로 시작해 필요에 따라 AI 양초를 더하고, 교회는 교인 돌봄, 헌금, 행사, 봉사자 관리로 온 교회를 세우세요.',
  },
  hero: {
    eyebrow: '요금',
    title: '모든 성도와 모든 교회를 위한 요금제',
    subtitle:
      '기도의 벽, 매일 성경 읽기, S.O.A.P. 묵상 노트로 무료로 시작하세요. 필요할 때 AI 도구를 더하거나, 교회 요금제로 온 교우가 한자리에 모일 수 있습니다.',
  },
  tabs: {
    label: '요금제 대상',
    individual: '개인 성도',
    individualGoal: '영적 성장과 소속감을 위해',
    church: '교회 요금제',
    churchGoal: '참여와 성장을 위해',
  },
  billing: {
    label: '결제 주기',
    monthly: '월간',
    yearly: '연간',
    yearlySaving: '2개월 무료',
  },
  price: {
    free: '무료',
    noCard: '카드 필요 없음',
    perMonth: '/월',
    perYear: '/년',
    billedYearly: '연 {amount} 일괄 결제',
    candlesPerMonth: '매월 AI 양초 {count}개',
    contactUs: '맞춤 견적',
    vatIncluded: '가격에 부가가치세 {rate}%가 포함되어 있습니다.',
    shownIn: '{country} 기준 {currency} 가격입니다.',
    usdFallback: '가격은 미국 달러로 표시됩니다.',
  },
  popular: '가장 인기',
  choose: '시작하기',
  contactSales: '영업팀에 문의',
  everythingIn: '{plan} 요금제의 모든 기능에 더해:',
  plans: {
    disciple: {
      tagline: '기도하고, 말씀을 읽고, 공동체에 속하는 데 필요한 모든 것.',
      features: [
        '비공개, 공개, 익명 기도 제목을 올릴 수 있는 기도의 벽',
        'S.O.A.P. 묵상 노트',
        '커뮤니티 나눔',
        '매일 성경 읽기',
        '초급 성경 읽기 플랜',
        '기본 성경 공부 도구',
        '영적 은사 검사({basicQuestions}문항)',
      ],
    },
    servant: {
      tagline: '말씀을 더 깊이 공부하고, 섬기도록 주신 은사를 발견하세요.',
      features: ['종합 영적 은사 검사({comprehensiveQuestions}문항)', '고급 분석', '우선 지원'],
    },
    torchbearer: {
      tagline: '사역을 세우고 그 사역을 위한 콘텐츠를 만드는 리더를 위해.',
      features: [
        '사역 만들기 및 관리',
        '맞춤 성경 읽기 플랜 생성기',
        '프리미엄 사역 자료',
        'AI 오디오 성경',
        'AI 영상 생성',
        '무제한 오프라인 콘텐츠',
        '맞춤 연동',
      ],
    },
    churchBasic: {
      tagline: '성도, 사역, 교역자를 한곳에서.',
      features: [
        '교인 관리',
        '행사 기획',
        '교회 전체 소통',
        '교회 전용 비공개 중보기도 모임',
        '봉사자 관리 시스템',
        'CRM이 포함된 실시간 사역 채팅',
        '헌금자 분석',
        '라이브 스트리밍 연동',
        '여러 캠퍼스 관리',
        '교회 분석',
      ],
    },
    churchStandard: {
      tagline: '가르침과 미디어 사역에 AI를 활용하는 성장하는 교회를 위해.',
      features: [
        '설교 준비, 성경 공부 가이드, 미디어를 위한 더 넉넉한 월간 AI 양초',
        '두 가지 교회 감사 혜택 중 더 큰 혜택',
      ],
    },
    enterprise: {
      tagline: '대형 교회와 교회 네트워크를 위해.',
      features: [
        '교회 규모와 캠퍼스 수에 맞춰 협의하는 요금',
        '저희 팀과 함께하는 라이브 데모와 도입 계획 상담',
        '교역자와 관리자를 위한 우선 지원',
      ],
    },
  },
  boostPacks: {
    title: '부스트 팩',
    body: '요금제가 갱신되기 전에 AI 양초가 더 필요하신가요? 어떤 요금제에서든 일회성 부스트 팩으로 충전하세요.',
    pack: '부스트 팩 {size}',
    candles: 'AI 양초 {count}개',
    noExpiry: '기한 없이 사용',
    buy: '팩 구매',
  },
  loyalty: {
    title: '교회를 위한 감사 양초',
    body: 'Koinonia와 계속 함께하는 교회는 매월 제공량과 별도로 1년에 두 번 AI 양초를 추가로 받습니다.',
    shepherd: 'Shepherd: 6개월마다 감사 양초 {count}개',
    beacon: 'Beacon: 6개월마다 감사 양초 {count}개',
  },
  enterprise: {
    title: '대형 교회나 여러 캠퍼스를 섬기고 계신가요?',
    body: '교회에 대해 들려주세요. 데모를 시작으로 캠퍼스, 사역, 교역자에 꼭 맞는 요금제를 함께 만들어 드립니다.',
  },
  faq: {
    title: '요금제에 관한 질문',
    items: [
      {
        question: '나중에 요금제나 결제 주기를 바꿀 수 있나요?',
        answer:
          '네. 계정에서 언제든 다른 요금제로 옮기거나 월간 결제와 연간 결제를 전환할 수 있습니다. 상위 요금제는 바로 시작되고, 하위 요금제나 새 결제 주기는 다음 결제일부터 적용됩니다.',
      },
      {
        question: '어떻게 해지하나요?',
        answer:
          '원하실 때 언제든 계정에서 해지하세요. 이미 결제한 기간이 끝날 때까지 요금제가 유지되며, 그 후에는 기도와 묵상 노트를 그대로 간직한 채 무료 요금제로 계속 이용하실 수 있습니다.',
      },
      {
        question: 'AI 양초란 무엇인가요?',
        answer:
          '양초는 AI 기능에 쓰는 크레딧입니다. 성경 공부 가이드, 설교 준비, AI 오디오 성경, AI 영상에 사용됩니다. 요금제 양초는 매월 새로 채워지고, 부스트 팩 양초는 기한 없이 사용할 수 있습니다.',
      },
      {
        question: '교회 요금제와 개인 요금제 중 무엇이 필요한가요?',
        answer:
          '개인 요금제는 한 사람이 하나님과 동행하는 삶을 돕습니다. 교회 요금제는 교인 관리, 행사, 소통, 헌금, 봉사자 관리로 온 교회를 세웁니다. 성도는 무료 요금제를 포함해 어떤 개인 요금제로도 자기 교회에 가입할 수 있습니다.',
      },
    ],
  },
};

export default copy;
