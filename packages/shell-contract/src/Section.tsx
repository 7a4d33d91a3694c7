import { useShell } from './shell-context';
import type { RemoteSectionProps, SectionPages } from './section';

/** The section-level not-found: a path the remote owns but does not (yet) render. */
function SectionNotFound() {
  const { language } = useShell();
  return (
    <div role="alert">
      <h1>{language.t('notFound.title', 'Page not found')}</h1>
    </div>
  );
}

/** Builds a remote's ./Section from its pages, keyed by the top-level path the shell mounts it at. */
export function createSection(pages: SectionPages) {
  return function Section({ basePath }: RemoteSectionProps) {
    // A path the section owns but does not render yet shows its first screen (issue 4: later issues fill them).
    const Page = pages[basePath] ?? Object.values(pages)[0] ?? SectionNotFound;
    return <Page />;
  };
}
