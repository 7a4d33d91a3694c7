import type { CommonCopy } from './en';

/** Japanese copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: '祈り、みことば、交わり、奉仕をひとつにする教会のスーパーアプリ。',
  skipToContent: '本文へスキップ',
  nav: {
    features: '機能',
    company: '会社情報',
    legal: '規約とポリシー',
    signIn: 'ログイン',
    getStartedFree: '無料ではじめる',
    scheduleDemo: 'デモを予約',
    viewFeatures: '機能を見る',
    purchaseCandles: 'キャンドルを購入',
    backToHome: 'ホームに戻る',
    pricing: '料金',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    mainNavigation: 'メイン',
    openApp: 'Koinoniaを開く',
  },
  footer: {
    about:
      'Koinoniaはギリシア語で「交わり」という意味です。私たちは、教会員が祈り、聖書を読み、集い、仕え合い、教会が一人ひとりを丁寧に牧会できる、プライバシーを最優先したひとつの場所をつくっています。',
    featuresTitle: '機能',
    companyTitle: '会社情報',
    legalTitle: '規約とポリシー',
    copyright: '© {year} Koinonia 無断転載を禁じます。',
    privacyPromise: '広告トラッキングなし、第三者による分析なし、データの転売なし。',
    geoLiteAttribution: 'この製品には MaxMind が作成した GeoLite2 データが含まれています。{link} から入手できます。',
  },
  pages: {
    landing: 'ホーム',
    prayerWall: '祈りの壁',
    bibleReading: '聖書通読',
    events: 'イベント',
    communityChat: 'コミュニティチャット',
    volunteerHub: 'ボランティアハブ',
    aboutUs: '私たちについて',
    candlesInfo: 'AIキャンドル',
    contactUs: 'お問い合わせ',
    contact: '連絡先',
    enterpriseContact: 'エンタープライズ',
    support: 'サポート',
    helpDocs: 'ヘルプガイド',
    faq: 'よくある質問',
    privacyPolicy: 'プライバシーポリシー',
    termsOfService: '利用規約',
    pricing: '料金',
  },
  language: {
    label: '言語',
    choose: '言語を選択',
    current: '{language}（現在の言語）',
  },
  theme: {
    toDark: 'ダークテーマに切り替える',
    toLight: 'ライトテーマに切り替える',
  },
  claims: {
    title: '交わりがひとつの場所に集まると、できること',
    items: [
      { figure: '40%', label: 'エンゲージメントが向上' },
      { figure: '5時間以上', label: '毎週の作業時間を削減' },
      { figure: '最大60%', label: 'ミニストリーへの参加が増加' },
      { figure: '3倍', label: '聖書を読む習慣が定着' },
      { figure: '11以上', label: '配信先プラットフォームに対応' },
    ],
  },
  privacy: {
    title: '設計の段階からプライバシー最優先',
    body: '祈りもジャーナルも会話も、大切な個人のものです。Koinoniaの運営費は広告ではなく料金プランでまかなわれています。だから、教会の交わりの営みは、いつまでも皆さん自身のものです。',
    points: [
      '広告トラッキングも広告用Cookieもありません',
      '第三者による分析ツールは使いません',
      'データが売られることはなく、いつでもエクスポートや削除ができます',
    ],
  },
};

export default copy;
