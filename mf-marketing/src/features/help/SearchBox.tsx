import { useCopy, useFormat } from '../../site/site-context';

/** The search field of the FAQ and help docs, with its live count of what matches. */
export function SearchBox({ id, query, onChange, resultCount }: { id: string; query: string; onChange: (query: string) => void; resultCount: number }) {
  const { search } = useCopy('help');
  const format = useFormat();
  return (
    <div className="k-search-area" role="search">
      <label htmlFor={id} className="k-search-label">
        {search.label}
      </label>
      <div className="k-search">
        <input id={id} type="search" value={query} placeholder={search.placeholder} onChange={(event) => onChange(event.target.value)} />
        {query && (
          <button type="button" className="k-button k-button-secondary" onClick={() => onChange('')}>
            {search.clear}
          </button>
        )}
      </div>
      <p className="k-muted" aria-live="polite">
        {query && (resultCount > 0 ? format(search.results, { count: resultCount }) : format(search.noResults, { query }))}
      </p>
    </div>
  );
}
