import type { SavedTranslations } from './en';

/** Korean (한국어): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': '저장한 항목',
  'saved.tabs': '저장한 항목의 종류',
  'saved.tab.all': '전체',
  'saved.tab.prayers': '기도',
  'saved.tab.verses': '말씀',
  'saved.tab.reflections': '묵상',
  'saved.search': '저장한 항목 검색',
  'saved.searchButton': '검색',
  'saved.noMatches': '일치하는 저장 항목이 없습니다',
  'saved.noMatchesBody': '다른 단어로 검색해 보세요.',
  'saved.emptyTitle': '아직 저장한 항목이 없습니다',
  'saved.emptyBody': '기도 요청, 성경 읽기의 말씀, 일기 기록에서 저장을 누르면 여기에서 볼 수 있습니다.',
  'saved.emptyPrayersTitle': '아직 저장한 기도가 없습니다',
  'saved.emptyPrayersBody': '기도의 벽에서 요청의 저장을 누르면 여기에서 계속 기도할 수 있습니다.',
  'saved.emptyVersesTitle': '아직 저장한 말씀이 없습니다',
  'saved.emptyVersesBody': '성경 읽기에서 말씀을 고르고 저장을 누르세요.',
  'saved.emptyReflectionsTitle': '아직 저장한 묵상이 없습니다',
  'saved.emptyReflectionsBody': 'S.O.A.P. 일기의 기록을 열고 저장을 누르세요.',
  'saved.kind.prayer': '기도',
  'saved.kind.verse': '말씀',
  'saved.kind.reflection': '묵상',
  'saved.savedOn': '{date}에 저장함',
  'saved.untitledReflection': '묵상',
  'saved.remove': '삭제',
  'saved.removedToast': '저장한 항목에서 삭제했습니다',
  'saved.saveButton': '저장',
  'saved.savedButton': '저장됨',
  'saved.savedToast': '저장했습니다. 저장한 항목에서 볼 수 있습니다.',
  'error.saved_item_not_found': '이 저장 항목을 찾을 수 없습니다',
  'error.saved_verse_not_found': '이 말씀을 찾을 수 없습니다',
};

export default dictionary;
