import type { ReactNode } from 'react';
import type { InterpolationValues } from '@koinonia/i18n';
import { useFormat } from '../site-context';
import type { HeroCopy } from './marketing-copy';

/** The page's one h1, with its call-to-action links. */
export function Hero({ copy, values = {}, children }: { copy: HeroCopy; values?: InterpolationValues; children?: ReactNode }) {
  const format = useFormat();
  return (
    <section className="k-hero" aria-labelledby="hero-title">
      <div className="k-container">
        <p className="k-eyebrow">{format(copy.eyebrow, values)}</p>
        <h1 id="hero-title">{format(copy.title, values)}</h1>
        <p className="k-lead">{format(copy.subtitle, values)}</p>
        {children && <div className="k-actions">{children}</div>}
      </div>
    </section>
  );
}
