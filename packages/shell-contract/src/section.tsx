import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { paths } from './paths';
import { useLanguage } from './shell-context';

/** What every remote's exposed ./Section receives: the top-level path the shell mounted it at. */
export interface RemoteSectionProps {
  basePath: string;
}
export type RemoteSectionComponent = ComponentType<RemoteSectionProps>;

/**
 * A remote's features by the top-level paths it owns: each renders its own relative routes
 * (`<SectionRoutes>`) below that path. A lazy feature loads when its path is first entered.
 */
export type SectionFeatures = Readonly<Record<string, ComponentType>>;

/** A path the section owns but does not know: said plainly, inside the layout, never another screen. */
export function SectionNotFound() {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="section-not-found-title">
      <Card style={{ maxWidth: '32rem', margin: '10vh auto' }}>
        <Stack>
          <PageTitle id="section-not-found-title">{t('notFound.title', 'Page not found')}</PageTitle>
          <Muted>{t('notFound.body', 'The page you are looking for does not exist or has moved.')}</Muted>
          <Link to={paths.dashboard()}>{t('nav.backToHome', 'Back to home')}</Link>
        </Stack>
      </Card>
    </section>
  );
}

/** A feature's routes, relative to the path it is mounted at; any other sub-path is not found. */
export function SectionRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      {children}
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}

/**
 * Builds a remote's ./Section from its features, keyed by the top-level path the shell mounts each at. `background`
 * renders after every screen of the section: work that shows nothing (sending what was written offline) or that
 * follows the member from screen to screen (what is being read aloud).
 */
export function createSection(
  features: SectionFeatures,
  { background: Background }: { background?: ComponentType } = {},
): RemoteSectionComponent {
  return function Section({ basePath }: RemoteSectionProps) {
    const Feature = features[basePath] ?? SectionNotFound;
    return (
      <>
        <Suspense fallback={<LoadingState />}>
          <Feature />
        </Suspense>
        {Background ? (
          <Suspense fallback={null}>
            <Background />
          </Suspense>
        ) : null}
      </>
    );
  };
}
