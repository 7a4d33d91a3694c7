import type { SitePageId } from '@koinonia/i18n/site';
import type { LoadedCopy } from '../site-context';

export interface PageMeta {
  title: string;
  description: string;
}

function required<T>(value: T | undefined, page: SitePageId): T {
  if (value === undefined) throw new Error(`The copy of ${page} was not loaded`);
  return value;
}

/** A page's title and description, from the namespace that holds its copy. */
export function pageMeta(page: SitePageId, copy: LoadedCopy): PageMeta {
  switch (page) {
    case 'landing':
      return required(copy.landing, page).meta;
    case 'prayerWall':
    case 'bibleReading':
    case 'events':
    case 'communityChat':
    case 'volunteerHub':
      return required(copy.features, page)[page].meta;
    case 'pricing':
      return required(copy.pricing, page).meta;
    case 'aboutUs':
    case 'candlesInfo':
    case 'contactUs':
      return required(copy.company, page)[page].meta;
    case 'contact':
      return required(copy.forms, page).contact.meta;
    case 'enterpriseContact':
      return required(copy.forms, page).enterprise.meta;
    case 'support':
      return required(copy.forms, page).support.meta;
    case 'faq':
    case 'helpDocs':
      return required(copy.help, page)[page].meta;
    case 'privacyPolicy':
    case 'termsOfService':
      return required(copy.legal, page)[page].meta;
  }
}
