import type { CompanyCopy } from './en';

/** Chinese copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: '关于 Koinonia：为全教会打造的团契之家',
      description:
        'Koinonia 为何存在：一个私密、无广告的家，汇聚祷告、圣经、服事和教会生活；与教会一同打造，让牧师能把时间留给人。',
    },
    hero: {
      eyebrow: '关于我们',
      title: '为团契而生',
      subtitle: '祷告、圣经、服事和教会生活尽在一处，让你的会众在主日之间也保持连结。',
    },
    overview: {
      title: 'Koinonia 为何存在',
      paragraphs: [
        'Koinonia 是初代教会用来表达“团契”的希腊文：在使徒的教导、祷告、擘饼和彼此关怀中共享的生命。我们所打造的，正是为了这样的共同生活。',
        '许多教会靠着东拼西凑的群聊、纸质报名表和各自独立的奉献工具运作。牧师晚上忙于行政，会友却渐渐淡出视线。Koinonia 把这一切汇集在一起，让带领者能把时间用在人身上。',
      ],
    },
    features: {
      title: '我们打造什么',
      items: [
        {
          title: '祷告与圣经',
          body: '祷告墙、S.O.A.P. 灵修日记、每日读经、读经计划和有声圣经。',
        },
        {
          title: '社群',
          body: '社群、有人管理的论坛、小组聊天、私信和通知公告。',
        },
        {
          title: '活动',
          body: '活动报名、提醒、出席统计以及多个地点。',
        },
        {
          title: '服事',
          body: 'D.I.V.I.N.E. 服事中心按技能和属灵恩赐为志愿者匹配事工团队。',
        },
        {
          title: '教会行政管理',
          body: '会友管理、全教会通讯，以及带有奉献者分析的在线奉献。',
        },
        {
          title: '事工工具',
          body: 'AI 查经指南、讲道预备、直播，以及一键分发到 11+ 个平台。',
        },
      ],
    },
    benefits: {
      title: '我们所坚持的',
      items: [
        {
          title: '隐私优先',
          body: '没有广告追踪，没有第三方分析，也绝不转卖数据。代祷事项是一份托付，而不是一件商品。',
        },
        {
          title: '与教会一同打造',
          body: '围绕教会真实的一周而设计：主日崇拜、周间小组、服事排班，以及带领这一切的人。',
        },
        {
          title: '说每位会友的语言',
          body: 'Koinonia 支持 {languageCount} 种语言，让每个人都能用自己的母语祷告和读经。',
        },
        {
          title: '免费开始',
          body: '会友可以从免费方案开始，无需信用卡，想用多久就用多久。',
        },
      ],
    },
    howItWorks: {
      title: '如何开始',
      steps: [
        {
          title: '创建免费账户',
          body: '选择你的语言，然后打开祷告墙和今天的读经。',
        },
        {
          title: '加入你的教会',
          body: '找到你的教会和小组，或通过教会方案设立你们的教会。',
        },
        {
          title: '一同成长',
          body: '彼此代祷，一起读经，按着恩赐服事。',
        },
      ],
    },
    cta: {
      title: '来看看吧',
      body: '以会友身份免费开始，或与你的教会团队一起预约演示，全面了解 Koinonia。',
    },
  },
  candlesInfo: {
    meta: {
      title: 'AI 蜡烛：用于查经指南和讲道的点数',
      description:
        'Koinonia 的 AI 蜡烛如何运作：每个方案每月都有额度，可用于查经指南、讲道预备、AI 音频和视频，另有永不过期的加油包。',
    },
    hero: {
      eyebrow: 'AI 蜡烛',
      title: '一种简单的点数，用于所有 AI 功能',
      subtitle: '蜡烛可用于查经指南、讲道预备、AI 有声圣经和 AI 视频。每个方案都包含蜡烛。',
    },
    overview: {
      title: '什么是 AI 蜡烛？',
      paragraphs: [
        'AI 蜡烛是你在 Koinonia 中使用 AI 功能时消耗的点数。每个方案，包括免费方案，每月都含有蜡烛。',
        '方案所含的蜡烛每月更新。加油包增加的蜡烛永不过期，长期与我们同行的教会还会获得忠诚蜡烛。',
      ],
    },
    features: {
      title: 'AI 蜡烛一览',
      items: [
        {
          title: '查经指南',
          body: '为任何经文或主题生成查经指南，并附上小组讨论问题。',
        },
        {
          title: '讲道预备',
          body: '拟定讲道大纲、收集相关经文，再加上你自己的领受。',
        },
        {
          title: 'AI 有声圣经',
          body: '在通勤路上或睡前聆听经文朗读。',
        },
        {
          title: 'AI 视频',
          body: '把一个讲道要点或一段经文制作成给教会的短视频。',
        },
        {
          title: '余额一目了然',
          body: '你的蜡烛页面随时显示剩余的数量。',
        },
        {
          title: '随时充值',
          body: '需要更多时，任何方案都可以随时购买加油包。',
        },
      ],
    },
    benefits: {
      title: '为什么用蜡烛',
      items: [
        {
          title: '每个方案都包含',
          body: '会友和教会从第一天起就有每月额度。',
        },
        {
          title: '没有意外账单',
          body: '你只会用掉已有的蜡烛，不会产生任何按用量计费。',
        },
        {
          title: '充值不浪费',
          body: '加油包的蜡烛永不过期，你买的每一支都不会浪费。',
        },
        {
          title: '你的文字仍属于你',
          body: '你输入的内容只用于回答你，绝不用于广告。',
        },
      ],
    },
    howItWorks: {
      title: '蜡烛如何运作',
      steps: [
        {
          title: '选择方案',
          body: '每个方案，包括免费方案，每月都含有蜡烛。',
        },
        {
          title: '使用 AI 功能',
          body: '每份查经指南、讲道大纲、有声章节或视频都会消耗蜡烛。',
        },
        {
          title: '需要时充值',
          body: '随时添加加油包；教会还能获得忠诚蜡烛。',
        },
      ],
    },
    cta: {
      title: '让 AI 帮助你的查经和事工',
      body: '免费开始并获得每月蜡烛，需要更多时再购买加油包。',
    },
    allotments: {
      title: '各方案的蜡烛',
      body: '每个方案都包含每月更新的 AI 蜡烛额度。',
    },
    boostPacks: {
      title: '加油包',
      body: '一次性充值，共三种规格，适用于任何方案。加油包的蜡烛永不过期。',
    },
    loyalty: {
      title: '教会忠诚蜡烛',
      body: '为感谢教会与 Koinonia 长期同行，教会方案每年两次额外获得蜡烛。',
    },
  },
  contactUs: {
    meta: {
      title: '联系 Koinonia：客服支持、演示与咨询',
      description:
        '联系 Koinonia 团队：获取账户帮助，洽谈教会方案和企业版方案，预约演示或向我们提问。每一条消息我们都会回复。',
    },
    hero: {
      eyebrow: '联系我们',
      title: '我们很乐意听到你的声音',
      subtitle: '需要帮助、想看演示，还是有问题要问：选择最适合你的方式。',
    },
    channels: {
      title: '我们能怎样帮助你？',
      items: {
        contact: {
          title: '给我们留言',
          body: '问题、想法或反馈：我们团队的成员会回复你。',
          link: '给我们写信',
        },
        support: {
          title: '获取支持',
          body: '无法登录、对方案或蜡烛有疑问，或者某项功能无法正常使用。',
          link: '寻求帮助',
        },
        enterprise: {
          title: '教会方案与企业版方案',
          body: '正在为大型会众、多个堂点或教会网络规划 Koinonia？我们来聊聊。',
          link: '联系我们的团队',
        },
        demo: {
          title: '亲眼看看 Koinonia',
          body: '为你的牧师和同工进行现场演示讲解。',
          link: '预约演示',
        },
      },
    },
    address: {
      title: '公司邮寄地址',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', '美国'],
    },
    email: {
      title: '给我们发邮件',
      support: '客服支持：{email}',
      privacy: '隐私事务：{email}',
    },
    responseTime: '客服支持和教会咨询会在一个工作日内答复，其他消息在两个工作日内答复。',
  },
};

export default copy;
