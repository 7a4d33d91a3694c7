import { useState } from 'react';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { SearchBox } from './SearchBox';
import { StillNeedHelp } from './StillNeedHelp';
import { matchesQuery } from './search-text';

/** /help-docs: step-by-step guides, searchable on the page, each with its own anchor. */
export function HelpDocsPage() {
  const { language } = useSite();
  const { helpDocs } = useCopy('help');
  const format = useFormat();
  const [query, setQuery] = useState('');
  const articles = helpDocs.articles.filter((article) =>
    matchesQuery(query, [article.title, article.summary, ...article.steps].map((text) => format(text)), language),
  );
  return (
    <>
      <Hero copy={helpDocs.hero} />
      <section className="k-section" aria-label={helpDocs.hero.title}>
        <div className="k-container k-prose">
          <SearchBox id="help-search" query={query} onChange={setQuery} resultCount={articles.length} />
          <nav aria-label={helpDocs.hero.title}>
            <ul className="k-toc">
              {articles.map((article) => (
                <li key={article.id}>
                  <a href={`#${article.id}`}>{format(article.title)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {articles.map((article) => (
            <article key={article.id} id={article.id} className="k-article" aria-labelledby={`${article.id}-title`}>
              <h2 id={`${article.id}-title`}>{format(article.title)}</h2>
              <p className="k-muted">{format(article.summary)}</p>
              <ol>
                {article.steps.map((step) => (
                  <li key={step}>{format(step)}</li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </section>
      <StillNeedHelp />
    </>
  );
}
