import type { WorshipTranslations } from './en';

/** Chichewa (Chichewa): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Takulandiraninso',
  'dashboard.subtitle': 'Izi ndi zomwe zikuchitika mu mpingo wanu.',
  'dashboard.shortcuts': 'Njira zachidule',
  'dashboard.prayerWall': 'Khoma la Mapemphero',
  'dashboard.events': 'Zochitika zomwe zikubwera',
  'dashboard.serve': 'Malo a Utumiki',
  'dashboard.latestPrayers': 'Zopempha za pemphero zaposachedwa',
  'prayer.wallTitle': 'Khoma la Mapemphero',
  'prayer.emptyTitle': 'Palibe zopempha za pemphero pakadali pano',
  'prayer.emptyBody': 'Mamembala a mpingo wanu akagawana pempho, lidzaonekera pano.',
  'prayer.anonymous': 'Wosadziwika',
  'prayer.praying': 'akupemphera',
  'prayer.private': 'Zachinsinsi',
  'prayer.answered': 'Layankhidwa',
};

export default dictionary;
