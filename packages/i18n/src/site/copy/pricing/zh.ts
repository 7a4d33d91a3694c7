import type { PricingCopy } from './en';

/** Chinese copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: '价格：会友与教会方案 — Koinonia',
    description:
      '比较 Koinonia 的各个方案：会友可以免费开始，随着成长增加 AI 蜡烛；也可以为全教会配备会友关怀、奉献、活动和志愿者管理。',
  },
  hero: {
    eyebrow: '价格',
    title: '为每一位信徒、每一间教会预备的方案',
    subtitle:
      '免费开始使用祷告墙、每日读经和你的 S.O.A.P. 灵修日记。需要时再加上 AI 工具，或通过教会方案让全体会众在一处相聚。',
  },
  tabs: {
    label: '方案对象',
    individual: '个人会友',
    individualGoal: '为属灵成长和归属感',
    church: '教会方案',
    churchGoal: '为参与和增长',
  },
  billing: {
    label: '付费周期',
    monthly: '按月',
    yearly: '按年',
    yearlySaving: '免费 2 个月',
  },
  price: {
    free: '免费',
    noCard: '无需信用卡',
    perMonth: '/月',
    perYear: '/年',
    billedYearly: '按年付费 {amount}',
    candlesPerMonth: '每月 {count} 支 AI 蜡烛',
    contactUs: '定制价格',
    vatIncluded: '价格含 {rate}% 增值税。',
    shownIn: '{country}的价格以 {currency} 显示。',
    usdFallback: '价格以美元显示。',
  },
  popular: '最受欢迎',
  choose: '立即开始',
  contactSales: '联系销售团队',
  everythingIn: '包含 {plan} 方案的全部内容，另加：',
  plans: {
    disciple: {
      tagline: '祷告、读经、融入教会所需的一切。',
      features: [
        '祷告墙，支持私密、公开和匿名的代祷事项',
        'S.O.A.P. 灵修日记',
        '社群讨论',
        '每日读经',
        '入门读经计划',
        '基础查经工具',
        '属灵恩赐评估（{basicQuestions} 道题）',
      ],
    },
    servant: {
      tagline: '更深入地查经，发现神赐给你怎样的恩赐去服事。',
      features: ['完整版属灵恩赐评估（{comprehensiveQuestions} 道题）', '高级数据分析', '优先客服支持'],
    },
    torchbearer: {
      tagline: '为建立事工并为之创作内容的带领者而设。',
      features: [
        '创建和管理事工',
        '自定义读经计划生成器',
        '优质事工资源',
        'AI 有声圣经',
        'AI 视频生成',
        '无限离线内容',
        '自定义集成',
      ],
    },
    churchBasic: {
      tagline: '会友、事工和同工，尽在一处。',
      features: [
        '会友管理',
        '活动策划',
        '全教会通讯',
        '教会专属的私密祷告圈',
        '志愿者管理系统',
        '带有 CRM 的实时事工聊天',
        '奉献者分析',
        '直播集成',
        '多堂点管理',
        '教会数据分析',
      ],
    },
    churchStandard: {
      tagline: '为借助 AI 进行教导和媒体事工的成长中教会而设。',
      features: ['更多的每月 AI 蜡烛额度，用于讲道预备、查经指南和媒体', '两种教会忠诚奖励中较高的一种'],
    },
    enterprise: {
      tagline: '为大型会众和教会网络而设。',
      features: [
        '根据你的会众规模和堂点数量商定价格',
        '与我们团队进行现场演示和规划交流',
        '为你的同工和管理者提供优先客服支持',
      ],
    },
  },
  boostPacks: {
    title: '加油包',
    body: '方案更新前需要更多 AI 蜡烛？任何方案都可以随时购买一次性加油包来充值。',
    pack: '加油包 {size}',
    candles: '{count} 支 AI 蜡烛',
    noExpiry: '永不过期',
    buy: '购买加油包',
  },
  loyalty: {
    title: '教会忠诚蜡烛',
    body: '持续使用 Koinonia 的教会，每年会两次在每月额度之外额外获得 AI 蜡烛。',
    shepherd: 'Shepherd：每 6 个月 {count} 支忠诚蜡烛',
    beacon: 'Beacon：每 6 个月 {count} 支忠诚蜡烛',
  },
  enterprise: {
    title: '服事大型教会或多个堂点？',
    body: '告诉我们你们会众的情况，我们会从一次演示开始，围绕你们的堂点、事工和同工量身定制方案。',
  },
  faq: {
    title: '关于方案的问题',
    items: [
      {
        question: '以后可以更改方案或付费周期吗？',
        answer:
          '可以。你可以随时在账户中换成其他方案，或在按月和按年付费之间切换。升级到更高的方案会立即生效；降级或更换付费周期则从下一个账单日开始。',
      },
      {
        question: '如何取消？',
        answer:
          '你可以随时在账户中取消。你的方案会保持有效，直到已付费周期结束，之后转为免费方案，你的祷告和灵修日记都完好保留。',
      },
      {
        question: '什么是 AI 蜡烛？',
        answer:
          '蜡烛是用于 AI 功能的点数，包括查经指南、讲道预备、AI 有声圣经和 AI 视频。方案所含的蜡烛每月更新；加油包的蜡烛永不过期。',
      },
      {
        question: '我需要教会方案还是个人方案？',
        answer:
          '个人方案服务于一个人与神同行的生活。教会方案则装备整个会众：会友管理、活动、通讯、奉献和志愿者。会友使用任何个人方案（包括免费方案）都可以加入自己的教会。',
      },
    ],
  },
};

export default copy;
