import type { ReactNode } from 'react';
import type { InterpolationValues } from '@koinonia/i18n';
import { paths } from '@koinonia/shell-contract';
import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../site-context';
import { Hero } from './Hero';
import type { CopyItem, MarketingPageCopy } from './marketing-copy';

interface Props {
  copy: MarketingPageCopy;
  /** Figures the copy's {placeholders} name (plan counts, question counts). */
  values?: InterpolationValues;
  /** The hero's links; "Get started free" and "Schedule demo" when not given. */
  heroActions?: ReactNode;
  /** Shown between the feature list and the benefits (claims, cards, tables). */
  children?: ReactNode;
}

function ItemGrid({ items, values, numbered = false }: { items: readonly CopyItem[]; values: InterpolationValues; numbered?: boolean }) {
  const format = useFormat();
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={numbered ? 'k-steps' : 'k-grid'}>
      {items.map((item) => (
        <li key={item.title} className="k-card">
          <h3>{format(item.title, values)}</h3>
          <p>{format(item.body, values)}</p>
        </li>
      ))}
    </List>
  );
}

/** A marketing page from its copy: hero, overview, features, benefits, how it works in 3 steps, call to action. */
export function MarketingSections({ copy, values = {}, heroActions, children }: Props) {
  const { language } = useSite();
  const common = useCopy('common');
  const format = useFormat();
  const signUp = (
    <a className="k-button" href={paths.quickSignup()}>
      {common.nav.getStartedFree}
    </a>
  );
  const scheduleDemo = (
    <a className="k-button k-button-secondary" href={sitePath(language, 'enterpriseContact')}>
      {common.nav.scheduleDemo}
    </a>
  );
  return (
    <>
      <Hero copy={copy.hero} values={values}>
        {heroActions ?? (
          <>
            {signUp}
            {scheduleDemo}
          </>
        )}
      </Hero>
      <section className="k-section" aria-labelledby="overview-title">
        <div className="k-container k-prose">
          <h2 id="overview-title">{format(copy.overview.title, values)}</h2>
          {copy.overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{format(paragraph, values)}</p>
          ))}
        </div>
      </section>
      <section className="k-section k-section-alt" aria-labelledby="features-title" id="features">
        <div className="k-container">
          <h2 id="features-title">{format(copy.features.title, values)}</h2>
          <ItemGrid items={copy.features.items} values={values} />
        </div>
      </section>
      {children}
      <section className="k-section" aria-labelledby="benefits-title">
        <div className="k-container">
          <h2 id="benefits-title">{format(copy.benefits.title, values)}</h2>
          <ItemGrid items={copy.benefits.items} values={values} />
        </div>
      </section>
      <section className="k-section k-section-alt" aria-labelledby="how-title">
        <div className="k-container">
          <h2 id="how-title">{format(copy.howItWorks.title, values)}</h2>
          <ItemGrid items={copy.howItWorks.steps} values={values} numbered />
        </div>
      </section>
      <section className="k-section k-cta" aria-labelledby="cta-title">
        <div className="k-container">
          <h2 id="cta-title">{format(copy.cta.title, values)}</h2>
          <p className="k-lead">{format(copy.cta.body, values)}</p>
          <div className="k-actions">
            {signUp}
            {scheduleDemo}
          </div>
        </div>
      </section>
    </>
  );
}
