import { languageCodes } from '../languages';
import { allSiteLocations, languageHomePath, localizedFeatureSlugs, parseSitePath, sitePageIds, sitePath } from './paths';

describe('the public site paths', () => {
  it('keeps English at the SPEC paths', () => {
    expect(sitePath('en', 'landing')).toBe('/landing');
    expect(sitePath('en', 'prayerWall')).toBe('/features/prayer-wall');
    expect(sitePath('en', 'volunteerHub')).toBe('/features/volunteer-hub');
    expect(sitePath('en', 'enterpriseContact')).toBe('/enterprise-contact');
    expect(sitePath('en', 'termsOfService')).toBe('/terms-of-service');
  });

  it('localizes the features segment and slugs as SPEC §2 shows', () => {
    expect(sitePath('fr', 'prayerWall')).toBe('/fr/fonctionnalites/mur-priere');
    expect(sitePath('de', 'prayerWall')).toBe('/de/funktionen/gebetswand');
    expect(sitePath('pt', 'prayerWall')).toBe('/pt/recursos/muro-oracao');
    expect(sitePath('es', 'prayerWall')).toBe('/es/funcionalidades/muro-de-oracion');
    expect(sitePath('fa', 'prayerWall')).toBe('/fa/vizhegiha/divar-doa');
  });

  it('puts every other page under the language code', () => {
    expect(sitePath('fr', 'pricing')).toBe('/fr/pricing');
    expect(sitePath('ar', 'landing')).toBe('/ar/landing');
  });

  it('gives every language its own features segment and five distinct ASCII slugs', () => {
    for (const code of languageCodes) {
      const { segment, slugs } = localizedFeatureSlugs[code];
      for (const slug of [segment, ...Object.values(slugs)]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(Object.values(slugs)).size).toBe(5);
    }
  });

  it('has one distinct path for each of the 17 pages in each of the 31 languages', () => {
    const locations = allSiteLocations();
    expect(sitePageIds).toHaveLength(17);
    expect(locations).toHaveLength(17 * 31);
    expect(new Set(locations.map((location) => location.path)).size).toBe(locations.length);
  });

  it('reads the page and language back from every path, with or without a trailing slash', () => {
    for (const location of allSiteLocations()) {
      expect(parseSitePath(location.path)).toEqual({ language: location.language, page: location.page });
    }
    expect(parseSitePath('/fr/fonctionnalites/mur-priere/')).toEqual({ language: 'fr', page: 'prayerWall' });
  });

  it('knows no page at other paths', () => {
    for (const path of ['/', '/dashboard', '/features', '/fr/features/prayer-wall', '/xx/pricing', '/fr/fonctionnalites/gebetswand']) {
      expect(parseSitePath(path)).toBeUndefined();
    }
  });

  it('sends a language code alone to that language’s landing page', () => {
    expect(languageHomePath('/fr')).toBe('/fr/landing');
    expect(languageHomePath('/ar/')).toBe('/ar/landing');
    expect(languageHomePath('/en')).toBeUndefined();
    expect(languageHomePath('/xx')).toBeUndefined();
    expect(languageHomePath('/login')).toBeUndefined();
  });
});
