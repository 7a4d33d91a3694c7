import type { ReactNode } from 'react';
import { SiteHeader } from './layout/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { BackToHome } from './layout/BackToHome';
import { useCopy, useSite } from './site-context';

/** Every public page: skip link, header, the page (after a back-to-home link), footer. */
export function SiteLayout({ year, children }: { year: number; children: ReactNode }) {
  const { page } = useSite();
  const common = useCopy('common');
  return (
    <div className="k-site">
      <a className="k-skip" href="#main">
        {common.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {page !== 'landing' && (
          <div className="k-container">
            <BackToHome />
          </div>
        )}
        {children}
      </main>
      <SiteFooter year={year} />
    </div>
  );
}
