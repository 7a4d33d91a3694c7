import type { CoreTranslations } from './en';

/** Chinese (中文): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': '登录',
  'nav.getStarted': '免费开始',
  'nav.features': '功能',
  'nav.company': '公司',
  'nav.legal': '法律信息',
  'nav.scheduleDemo': '预约演示',
  'nav.viewFeatures': '查看功能',
  'nav.purchaseCandles': '购买蜡烛',
  'nav.backToHome': '返回首页',
  'app.welcome': '欢迎来到 Koinonia',
  'app.loading': '加载中…',
  'section.loadFailed': '无法加载此部分',
  'section.retry': '重试',
  'access.deniedTitle': '你无权访问此页面',
  'access.deniedBody': '此页面需要“{access}”权限。如果你认为自己应当拥有该权限，请联系你所在教会的管理员。',
  'access.deniedBodyUnnamed': '如果你认为自己应当可以访问此页面，请联系你所在教会的管理员。',
  'access.backToDashboard': '返回仪表板',
  'access.level.group_admin': '小组管理',
  'access.level.ministry_admin': '事工管理',
  'access.level.church_admin': '教会管理',
  'access.level.volunteer_management': '志愿者管理',
  'access.level.staff': '教会同工',
};

export default dictionary;
