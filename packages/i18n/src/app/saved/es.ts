import type { SavedTranslations } from './en';

/** Spanish (Español): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Guardados',
  'saved.tabs': 'Tipos de elementos guardados',
  'saved.tab.all': 'Todos',
  'saved.tab.prayers': 'Oraciones',
  'saved.tab.verses': 'Versículos',
  'saved.tab.reflections': 'Reflexiones',
  'saved.search': 'Buscar en tus guardados',
  'saved.searchButton': 'Buscar',
  'saved.noMatches': 'Ningún guardado coincide',
  'saved.noMatchesBody': 'Prueba con otras palabras.',
  'saved.emptyTitle': 'Aún no has guardado nada',
  'saved.emptyBody': 'Pulsa Guardar en una petición de oración, un versículo del lector de la Biblia o una entrada de tu diario, y encuéntralo aquí.',
  'saved.emptyPrayersTitle': 'Aún no hay oraciones guardadas',
  'saved.emptyPrayersBody': 'En el muro de oración, pulsa Guardar en una petición para seguir orando por ella aquí.',
  'saved.emptyVersesTitle': 'Aún no hay versículos guardados',
  'saved.emptyVersesBody': 'En el lector de la Biblia, elige un versículo y pulsa Guardar.',
  'saved.emptyReflectionsTitle': 'Aún no hay reflexiones guardadas',
  'saved.emptyReflectionsBody': 'Abre una entrada de tu Diario S.O.A.P. y pulsa Guardar.',
  'saved.kind.prayer': 'Oración',
  'saved.kind.verse': 'Versículo',
  'saved.kind.reflection': 'Reflexión',
  'saved.savedOn': 'Guardado el {date}',
  'saved.untitledReflection': 'Una reflexión',
  'saved.remove': 'Quitar',
  'saved.removedToast': 'Se quitó de tus guardados',
  'saved.saveButton': 'Guardar',
  'saved.savedButton': 'Guardado',
  'saved.savedToast': 'Guardado. Lo encontrarás en Guardados.',
  'error.saved_item_not_found': 'No se encontró este elemento guardado',
  'error.saved_verse_not_found': 'No se encontró este versículo',
};

export default dictionary;
