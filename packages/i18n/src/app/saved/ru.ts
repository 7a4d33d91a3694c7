import type { SavedTranslations } from './en';

/** Russian (Русский): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Сохранённое',
  'saved.tabs': 'Виды сохранённого',
  'saved.tab.all': 'Всё',
  'saved.tab.prayers': 'Молитвы',
  'saved.tab.verses': 'Стихи',
  'saved.tab.reflections': 'Размышления',
  'saved.search': 'Поиск по сохранённому',
  'saved.searchButton': 'Искать',
  'saved.noMatches': 'Ничего из сохранённого не подходит',
  'saved.noMatchesBody': 'Попробуйте другие слова.',
  'saved.emptyTitle': 'Пока ничего не сохранено',
  'saved.emptyBody': 'Нажмите «Сохранить» у молитвенной просьбы, стиха в читалке Библии или записи дневника — и найдёте их здесь.',
  'saved.emptyPrayersTitle': 'Сохранённых молитв пока нет',
  'saved.emptyPrayersBody': 'На стене молитв нажмите «Сохранить» у просьбы, чтобы продолжать молиться о ней здесь.',
  'saved.emptyVersesTitle': 'Сохранённых стихов пока нет',
  'saved.emptyVersesBody': 'В читалке Библии выберите стих и нажмите «Сохранить».',
  'saved.emptyReflectionsTitle': 'Сохранённых размышлений пока нет',
  'saved.emptyReflectionsBody': 'Откройте запись дневника S.O.A.P. и нажмите «Сохранить».',
  'saved.kind.prayer': 'Молитва',
  'saved.kind.verse': 'Стих',
  'saved.kind.reflection': 'Размышление',
  'saved.savedOn': 'Сохранено {date}',
  'saved.untitledReflection': 'Размышление',
  'saved.remove': 'Убрать',
  'saved.removedToast': 'Убрано из сохранённого',
  'saved.saveButton': 'Сохранить',
  'saved.savedButton': 'Сохранено',
  'saved.savedToast': 'Сохранено. Ищите в разделе «Сохранённое».',
  'error.saved_item_not_found': 'Этот сохранённый элемент не найден',
  'error.saved_verse_not_found': 'Этот стих не найден',
};

export default dictionary;
