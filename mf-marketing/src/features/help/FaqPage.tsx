import { useState } from 'react';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { SearchBox } from './SearchBox';
import { StillNeedHelp } from './StillNeedHelp';
import { matchesQuery } from './search-text';

/** /faq: the questions visitors ask, in groups, searchable on the page. */
export function FaqPage() {
  const { language } = useSite();
  const { faq } = useCopy('help');
  const format = useFormat();
  const [query, setQuery] = useState('');
  const groups = faq.groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesQuery(query, [format(item.question), format(item.answer)], language)) }))
    .filter((group) => group.items.length > 0);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <>
      <Hero copy={faq.hero} />
      <section className="k-section" aria-label={faq.hero.title}>
        <div className="k-container k-prose">
          <SearchBox id="faq-search" query={query} onChange={setQuery} resultCount={count} />
          {groups.map((group) => (
            <section key={group.title} className="k-faq-group" aria-label={group.title}>
              <h2>{group.title}</h2>
              {group.items.map((item) => (
                <details key={item.question} className="k-faq" open={query ? true : undefined}>
                  <summary>{format(item.question)}</summary>
                  <p>{format(item.answer)}</p>
                </details>
              ))}
            </section>
          ))}
        </div>
      </section>
      <StillNeedHelp />
    </>
  );
}
