import type { EngagementTranslations } from './en';

/** Japanese (日本語): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'コミュニティ',
  'engagement.emptyBody':
    'プランを1日分読む、ジャーナルを書く、祈りのリクエストを共有するなどすると、ここに表示されます。',
  'engagement.emptyTitle': 'まだポイントがありません',
  'engagement.hiddenNow': 'エンゲージメントボードに表示されなくなりました。',
  'engagement.howTitle': 'ポイントの獲得方法',
  'engagement.intro': '聖書通読、祈り、ジャーナルなど、教会の歩みに参加するとポイントがたまります。',
  'engagement.kind.eventAttended': 'イベントでチェックインされる',
  'engagement.kind.journalEntry': 'ジャーナルの記録を保存する',
  'engagement.kind.prayed': 'だれかの祈りのリクエストのために祈る',
  'engagement.kind.prayerShared': '祈りのリクエストを共有する（匿名の場合はポイントなし）',
  'engagement.kind.readingDay': '通読プランを1日分読む',
  'engagement.listLabel': 'ポイント順のメンバー',
  'engagement.loading': 'エンゲージメントボードを読み込んでいます',
  'engagement.once':
    'どれも1回だけ数えられます。同じ日を読み直したり、記録を保存し直したりしても、ポイントは増えません。',
  'engagement.optOut': 'エンゲージメントボードに自分を表示しない',
  'engagement.optOutHint':
    '教会のボードにも、コミュニティのボードにも、あなたは表示されません。自分のポイントは引き続き確認できます。',
  'engagement.period.all': '全期間',
  'engagement.period.allHint': '教会で獲得されたすべてのポイントです。',
  'engagement.period.label': '期間',
  'engagement.period.month': '今月',
  'engagement.period.monthHint': '過去30日間のポイントです。',
  'engagement.period.week': '今週',
  'engagement.period.weekHint': '過去7日間のポイントです。',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} ポイント',
  'engagement.rank': '{rank} 位',
  'engagement.shownNow': 'エンゲージメントボードに再び表示されるようになりました。',
  'engagement.standing': 'あなたは {rank} 位、{points} ポイントです。',
  'engagement.standingHidden': 'あなたはボードに表示されていません。この期間のポイントは {points} です。',
  'engagement.standingNone': 'この期間のポイントはまだありません。',
  'engagement.title': 'エンゲージメントボード',
  'engagement.wholeChurch': '教会全体',
  'engagement.you': 'あなた',
  'engagement.yourStanding': 'あなたの順位',
};

export default dictionary;
