import type { ConnectTranslations } from './en';

/** Spanish (español): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Eventos',
  'events.emptyTitle': 'No hay eventos próximos',
  'events.emptyBody': 'Los nuevos eventos de tu iglesia aparecerán aquí.',
};

export default dictionary;
