import type { FormsCopy } from './en';

/** Korean copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: '메시지를 잘 받았습니다',
    greeting: '{name}님, 안녕하세요.',
    received: {
      contact:
        'Koinonia에 연락해 주셔서 감사합니다. 보내 주신 메시지를 잘 받았으며, 영업일 기준 이틀 안에 답변해 드리겠습니다.',
      enterprise:
        '교회를 위해 Koinonia에 관심을 가져 주셔서 감사합니다. 영업일 기준 하루 안에 저희 팀에서 연락드려 상담이나 데모 일정을 잡아 드리겠습니다.',
      support:
        'Koinonia 고객 지원팀에 연락해 주셔서 감사합니다. 요청을 잘 받았으며, 영업일 기준 하루 안에 답변해 드리겠습니다.',
    },
    copyHeading: '보내신 메시지',
    ignore: '이 메시지를 보내지 않으셨다면 이 이메일은 무시하셔도 됩니다.',
    signature: 'Koinonia 팀 드림',
  },
  fields: {
    name: '이름',
    email: '이메일 주소',
    message: '메시지',
    organization: '교회 또는 단체',
    congregationSize: '교회 규모',
    category: '어떤 도움이 필요하신가요?',
    optional: '(선택)',
  },
  congregationSizes: {
    under100: '100명 미만',
    from100to499: '100–499명',
    from500to1999: '500–1,999명',
    from2000: '2,000명 이상',
  },
  categories: {
    support: '고객 지원 또는 기술 지원',
    partnerships: '교회 파트너십 및 데모',
    general: '일반 문의',
  },
  categoryHints: {
    support: '로그인, 요금제나 양초, 또는 제대로 작동하지 않는 기능에 관한 문의.',
    partnerships: '우리 교회에 Koinonia를 도입하거나 데모를 예약하는 일.',
    general: '질문, 아이디어 또는 의견.',
  },
  hints: {
    characters: '{count} / {max}자',
  },
  errors: {
    summary: '표시된 항목을 수정해 주세요.',
    nameRequired: '이름을 입력해 주세요.',
    nameTooLong: '이름은 최대 {max}자까지 입력할 수 있습니다.',
    emailRequired: '이메일 주소를 입력해 주세요.',
    emailInvalid: '올바른 이메일 주소를 입력해 주세요. 예: name@example.com',
    emailTooLong: '이메일 주소는 최대 {max}자까지 입력할 수 있습니다.',
    messageTooShort: '메시지는 {min}자 이상 입력해 주세요.',
    messageTooLong: '메시지는 최대 {max}자까지 입력할 수 있습니다.',
    organizationRequired: '교회 또는 단체 이름을 입력해 주세요.',
    organizationTooLong: '교회 또는 단체 이름은 최대 {max}자까지 입력할 수 있습니다.',
    sizeRequired: '교회 규모를 선택해 주세요.',
    categoryRequired: '필요한 도움의 종류를 선택해 주세요.',
    rateLimited: '짧은 시간에 여러 메시지를 보내셨습니다. {minutes}분 후에 다시 시도해 주세요.',
    network: 'Koinonia에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요. 작성하신 메시지는 그대로 남아 있습니다.',
    server: '저희 쪽에 문제가 생겼습니다. 작성하신 메시지는 그대로 남아 있으니 다시 시도해 주세요.',
  },
  states: {
    send: '보내기',
    sending: '보내는 중…',
    sentTitle: '감사합니다. 메시지를 보냈습니다',
    sentBody: '{email}(으)로 확인 이메일을 보냈습니다. 곧 도착하지 않으면 스팸 편지함을 확인해 주세요.',
    sendAnother: '메시지 하나 더 보내기',
  },
  contact: {
    meta: {
      title: 'Koinonia 팀에 메시지 보내기',
      description:
        '앱에 관한 질문, 아이디어, 의견을 Koinonia 팀에 보내 주세요. 모든 메시지를 읽고 영업일 기준 이틀 안에 이메일로 답변해 드립니다.',
    },
    hero: {
      eyebrow: '문의',
      title: '메시지 보내기',
      subtitle: '마음에 있는 이야기를 들려주세요. 영업일 기준 이틀 안에 이메일로 답변해 드립니다.',
    },
  },
  enterprise: {
    meta: {
      title: '우리 교회를 위한 Koinonia: 저희 팀과 상담하세요',
      description:
        '대형 교회, 여러 캠퍼스, 교회 네트워크에 Koinonia를 도입하세요. 교회에 대해 알려 주시면 상담과 라이브 데모를 준비해 드립니다.',
    },
    hero: {
      eyebrow: '교회 및 엔터프라이즈 요금제',
      title: '우리 교회에 맞는 Koinonia를 함께 계획해요',
      subtitle: '교회와 사역에 대해 들려주시면, Koinonia가 어떻게 섬길 수 있는지 보여 드리겠습니다.',
    },
    points: {
      title: '앞으로의 진행 과정',
      items: [
        '영업일 기준 하루 안에 답변드리고 상담 일정을 잡습니다.',
        '라이브 데모로 담당자님과 교역자분들께 Koinonia를 보여 드립니다.',
        '교회 규모와 캠퍼스에 맞는 요금제를 함께 고릅니다.',
        '아무런 의무 없이, 충분히 생각하신 뒤 결정하시면 됩니다.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Koinonia 고객 지원: 계정 문제 해결',
      description:
        '로그인, 요금제와 AI 양초, 교회 설정, 제대로 작동하지 않는 기능에 대해 도움을 받으세요. 고객 지원팀이 영업일 기준 하루 안에 답변해 드립니다.',
    },
    hero: {
      eyebrow: '고객 지원',
      title: '무엇을 도와드릴까요?',
      subtitle:
        '어떤 일이 일어났고 원래 어떻게 되기를 기대하셨는지 알려 주세요. 영업일 기준 하루 안에 답변해 드립니다.',
    },
    before: {
      title: '문의하기 전에',
      body: '로그인부터 요금제, 양초, 개인정보 보호까지 많은 답변이 자주 묻는 질문과 도움말에 이미 있습니다.',
    },
  },
};

export default copy;
