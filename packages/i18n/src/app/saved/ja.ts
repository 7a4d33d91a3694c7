import type { SavedTranslations } from './en';

/** Japanese (日本語): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': '保存済み',
  'saved.tabs': '保存した項目の種類',
  'saved.tab.all': 'すべて',
  'saved.tab.prayers': '祈り',
  'saved.tab.verses': '聖句',
  'saved.tab.reflections': '黙想',
  'saved.search': '保存した項目を検索',
  'saved.searchButton': '検索',
  'saved.noMatches': '一致する保存済みの項目はありません',
  'saved.noMatchesBody': '別の言葉で試してください。',
  'saved.emptyTitle': 'まだ何も保存していません',
  'saved.emptyBody': '祈りのリクエスト、聖書リーダーの聖句、ジャーナルの記録で「保存」を押すと、ここに表示されます。',
  'saved.emptyPrayersTitle': '保存した祈りはまだありません',
  'saved.emptyPrayersBody': '祈りの壁でリクエストの「保存」を押すと、ここで祈り続けられます。',
  'saved.emptyVersesTitle': '保存した聖句はまだありません',
  'saved.emptyVersesBody': '聖書リーダーで聖句を選び、「保存」を押してください。',
  'saved.emptyReflectionsTitle': '保存した黙想はまだありません',
  'saved.emptyReflectionsBody': 'S.O.A.P. ジャーナルの記録を開き、「保存」を押してください。',
  'saved.kind.prayer': '祈り',
  'saved.kind.verse': '聖句',
  'saved.kind.reflection': '黙想',
  'saved.savedOn': '{date} に保存',
  'saved.untitledReflection': '黙想',
  'saved.remove': '削除',
  'saved.removedToast': '保存済みから削除しました',
  'saved.saveButton': '保存',
  'saved.savedButton': '保存済み',
  'saved.savedToast': '保存しました。「保存済み」で見られます。',
  'error.saved_item_not_found': 'この保存済みの項目は見つかりませんでした',
  'error.saved_verse_not_found': 'この聖句は見つかりませんでした',
};

export default dictionary;
