import type { ComponentType } from 'react';
import { SiteProvider, type SiteValue } from './site-context';
import { SiteLayout } from './SiteLayout';

export interface SiteRootProps {
  site: SiteValue;
  Page: ComponentType;
  /** The copyright year, fixed when the page was rendered so hydration draws the same footer. */
  year: number;
}

/** One public page with its layout: what the build renders to HTML and the browser hydrates. */
export function SiteRoot({ site, Page, year }: SiteRootProps) {
  return (
    <SiteProvider value={site}>
      <SiteLayout year={year}>
        <Page />
      </SiteLayout>
    </SiteProvider>
  );
}
