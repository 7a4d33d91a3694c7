import type { SavedTranslations } from './en';

/** Chinese (中文): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': '已收藏',
  'saved.tabs': '收藏的类别',
  'saved.tab.all': '全部',
  'saved.tab.prayers': '祷告',
  'saved.tab.verses': '经文',
  'saved.tab.reflections': '默想',
  'saved.search': '搜索你的收藏',
  'saved.searchButton': '搜索',
  'saved.noMatches': '没有符合的收藏',
  'saved.noMatchesBody': '请换个词试试。',
  'saved.emptyTitle': '还没有收藏任何内容',
  'saved.emptyBody': '在代祷请求、圣经阅读中的经文或日志条目上点“收藏”，就能在这里找到。',
  'saved.emptyPrayersTitle': '还没有收藏的祷告',
  'saved.emptyPrayersBody': '在祷告墙上点请求的“收藏”，就能在这里继续为它祷告。',
  'saved.emptyVersesTitle': '还没有收藏的经文',
  'saved.emptyVersesBody': '在圣经阅读中选择一节经文，然后点“收藏”。',
  'saved.emptyReflectionsTitle': '还没有收藏的默想',
  'saved.emptyReflectionsBody': '打开你的 S.O.A.P. 日志条目，然后点“收藏”。',
  'saved.kind.prayer': '祷告',
  'saved.kind.verse': '经文',
  'saved.kind.reflection': '默想',
  'saved.savedOn': '收藏于 {date}',
  'saved.untitledReflection': '一篇默想',
  'saved.remove': '移除',
  'saved.removedToast': '已从收藏中移除',
  'saved.saveButton': '收藏',
  'saved.savedButton': '已收藏',
  'saved.savedToast': '已收藏。可在“已收藏”中找到。',
  'error.saved_item_not_found': '找不到这项收藏',
  'error.saved_verse_not_found': '找不到这节经文',
};

export default dictionary;
