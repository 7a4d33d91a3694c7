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
};

export default dictionary;
