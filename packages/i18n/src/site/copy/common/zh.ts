import type { CommonCopy } from './en';

/** Chinese copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: '集祷告、圣经、团契与服事于一体的教会超级应用。',
  skipToContent: '跳到主要内容',
  nav: {
    features: '功能',
    company: '关于我们',
    legal: '法律信息',
    signIn: '登录',
    getStartedFree: '免费开始使用',
    scheduleDemo: '预约演示',
    viewFeatures: '查看功能',
    purchaseCandles: '购买蜡烛',
    backToHome: '返回首页',
    pricing: '价格',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    mainNavigation: '主导航',
    openApp: '打开 Koinonia',
  },
  footer: {
    about:
      'Koinonia 是希腊文，意思是“团契”。我们打造一个以隐私为先的属灵之家，让弟兄姊妹在这里祷告、读经、相聚和服事，也让教会能好好牧养每一个人。',
    featuresTitle: '功能',
    companyTitle: '关于我们',
    legalTitle: '法律信息',
    copyright: '© {year} Koinonia。保留所有权利。',
    privacyPromise: '没有广告追踪，没有第三方分析，也绝不转卖数据。',
    geoLiteAttribution: '本产品包含由 MaxMind 创建的 GeoLite2 数据，可从 {link} 获取。',
  },
  pages: {
    landing: '首页',
    prayerWall: '祷告墙',
    bibleReading: '读经',
    events: '活动',
    communityChat: '社群聊天',
    volunteerHub: '志愿服事中心',
    aboutUs: '关于我们',
    candlesInfo: 'AI 蜡烛',
    contactUs: '联系我们',
    contact: '联系',
    enterpriseContact: '企业版',
    support: '客服支持',
    helpDocs: '帮助文档',
    faq: '常见问题',
    privacyPolicy: '隐私政策',
    termsOfService: '服务条款',
    pricing: '价格',
  },
  language: {
    label: '语言',
    choose: '选择语言',
    current: '{language}（当前）',
  },
  theme: {
    toDark: '切换到深色主题',
    toLight: '切换到浅色主题',
  },
  claims: {
    title: '当团契汇聚一处，一切皆有可能',
    items: [
      { figure: '40%', label: '参与度提升' },
      { figure: '5+ 小时', label: '每周节省的时间' },
      { figure: '最高 60%', label: '事工参与度提升' },
      { figure: '3 倍', label: '读经更加持之以恒' },
      { figure: '11+', label: '个内容分发平台' },
    ],
  },
  privacy: {
    title: '从设计之初，就以隐私为先',
    body: '祷告、灵修日记和彼此的交谈都是私密的。Koinonia 的收入来自订阅方案，而不是广告，所以你们教会的共同生活始终属于你们自己。',
    points: [
      '没有广告追踪，也没有广告 Cookie',
      '没有第三方分析',
      '你的数据绝不出售，你可以随时导出或删除',
    ],
  },
};

export default copy;
