import type { BrowserLocation } from './browser-location';

/** The welcome dialog's two calls (SPEC §3 "Localisation data", §4 apply). */
export const LOCALIZATION_DATA_PATH = '/api/localization/data';
export const LOCALIZATION_APPLY_PATH = '/api/localization/apply';

/** The localization data for the browser's timezone, and its position when the visitor allowed it. */
export function localizationDataUrl(location: BrowserLocation): string {
  const query = new URLSearchParams({ timezone: location.timezone });
  if (location.position) {
    query.set('lat', String(location.position.latitude));
    query.set('lon', String(location.position.longitude));
  }
  return `${LOCALIZATION_DATA_PATH}?${query.toString()}`;
}
