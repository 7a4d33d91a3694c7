import type { CoreTranslations } from './en';

/** Japanese (日本語): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'ログイン',
  'nav.getStarted': '無料で始める',
  'nav.features': '機能',
  'nav.company': '会社情報',
  'nav.legal': '法的情報',
  'nav.scheduleDemo': 'デモを予約',
  'nav.viewFeatures': '機能を見る',
  'nav.purchaseCandles': 'キャンドルを購入',
  'nav.backToHome': 'ホームに戻る',
  'app.welcome': 'Koinonia へようこそ',
  'app.loading': '読み込み中…',
  'section.loadFailed': 'このセクションを読み込めませんでした',
  'section.retry': '再試行',
  'access.deniedTitle': 'このページへのアクセス権がありません',
  'access.deniedBody': 'このページには「{access}」のアクセス権が必要です。アクセス権があるはずだと思われる場合は、教会の管理者にお問い合わせください。',
  'access.deniedBodyUnnamed': 'このページにアクセスできるはずだと思われる場合は、教会の管理者にお問い合わせください。',
  'access.backToDashboard': 'ダッシュボードに戻る',
  'access.level.group_admin': 'グループ管理',
  'access.level.ministry_admin': 'ミニストリー管理',
  'access.level.church_admin': '教会管理',
  'access.level.volunteer_management': 'ボランティア管理',
  'access.level.staff': '教会スタッフ',
};

export default dictionary;
