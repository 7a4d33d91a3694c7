import type { SavedTranslations } from './en';

/** Ukrainian (Українська): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Збережене',
  'saved.tabs': 'Види збереженого',
  'saved.tab.all': 'Усе',
  'saved.tab.prayers': 'Молитви',
  'saved.tab.verses': 'Вірші',
  'saved.tab.reflections': 'Роздуми',
  'saved.search': 'Пошук у збереженому',
  'saved.searchButton': 'Шукати',
  'saved.noMatches': 'Нічого зі збереженого не підходить',
  'saved.noMatchesBody': 'Спробуйте інші слова.',
  'saved.emptyTitle': 'Поки нічого не збережено',
  'saved.emptyBody': 'Натисніть «Зберегти» біля молитовного прохання, вірша в читанні Біблії чи запису щоденника — і знайдете їх тут.',
  'saved.emptyPrayersTitle': 'Збережених молитов поки немає',
  'saved.emptyPrayersBody': 'На стіні молитов натисніть «Зберегти» біля прохання, щоб і далі молитися за нього тут.',
  'saved.emptyVersesTitle': 'Збережених віршів поки немає',
  'saved.emptyVersesBody': 'У читанні Біблії виберіть вірш і натисніть «Зберегти».',
  'saved.emptyReflectionsTitle': 'Збережених роздумів поки немає',
  'saved.emptyReflectionsBody': 'Відкрийте запис щоденника S.O.A.P. і натисніть «Зберегти».',
  'saved.kind.prayer': 'Молитва',
  'saved.kind.verse': 'Вірш',
  'saved.kind.reflection': 'Роздум',
  'saved.savedOn': 'Збережено {date}',
  'saved.untitledReflection': 'Роздум',
  'saved.remove': 'Прибрати',
  'saved.removedToast': 'Прибрано зі збереженого',
  'saved.saveButton': 'Зберегти',
  'saved.savedButton': 'Збережено',
  'saved.savedToast': 'Збережено. Шукайте в розділі «Збережене».',
  'error.saved_item_not_found': 'Цей збережений елемент не знайдено',
  'error.saved_verse_not_found': 'Цей вірш не знайдено',
};

export default dictionary;
