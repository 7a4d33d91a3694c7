import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionNotFound, useShell, type RemoteSectionProps } from '@koinonia/shell-contract';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@koinonia/i18n';
import { loadAllSiteCopy, parseSitePath } from '@koinonia/i18n/site';
import { loadPage } from './site/load-page';
import { SiteRoot } from './site/SiteRoot';
import { siteStyles } from './site/styles/site-styles';

type Loaded = Awaited<ReturnType<typeof loadPage>>;

/**
 * The public site inside the app, for visitors who reach a public page by the app's own navigation (or /
 * while signed out). Full page loads of these paths get the pre-rendered pages instead (the gateway); both
 * draw the same components. The path has no language code here, so the app's language choice applies.
 */
export default function Section(_props: RemoteSectionProps) {
  const { pathname } = useLocation();
  const { language, theme } = useShell();
  const [loaded, setLoaded] = useState<Loaded>();
  const code = isSupportedLanguage(language.code) ? language.code : DEFAULT_LANGUAGE;
  // The signed-out home (/) is the landing page; a path under one the site owns that names no page
  // (/features/nothing) is not found, never another page.
  const page = pathname === '/' ? 'landing' : parseSitePath(pathname)?.page;

  useEffect(() => {
    if (!page) return;
    let current = true;
    loadPage(code, page, loadAllSiteCopy).then(
      (result) => current && setLoaded(result),
      (error: unknown) => console.error('The page could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [code, page]);

  if (!page) return <SectionNotFound />;
  if (!loaded) return <div role="status" aria-busy="true" style={{ minHeight: '100vh' }} />;
  return (
    <div data-theme={theme.mode} lang={code} dir={language.dir}>
      <style>{siteStyles}</style>
      <SiteRoot
        site={{ ...loaded.site, theme: { mode: theme.mode, toggle: () => theme.setMode(theme.mode === 'dark' ? 'light' : 'dark') } }}
        Page={loaded.Page}
        year={new Date().getFullYear()}
      />
    </div>
  );
}
