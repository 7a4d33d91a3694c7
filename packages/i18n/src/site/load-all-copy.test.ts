import { languageCodes } from '../languages';
import { loadSiteCopy, siteNamespaces } from './copy';
import { loadAllSiteCopy } from './load-all-copy';

describe('all of a language’s copy at once (the app’s ./Section)', () => {
  it.each(languageCodes)('holds every namespace of %s, the same as loading them one by one', async (language) => {
    const all = await loadAllSiteCopy(language);
    for (const namespace of siteNamespaces) expect(all[namespace]).toEqual(await loadSiteCopy(language, namespace));
  });
});
