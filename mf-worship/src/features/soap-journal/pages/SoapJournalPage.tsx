import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isBibleBookCode } from '@koinonia/contracts';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { useSoapEntries, type SoapEntryFilters } from '../api';
import { EntryCard } from '../components/EntryCard';
import { EntryFilters } from '../components/EntryFilters';
import { WaitingEntries } from '../components/WaitingEntries';

const NewEntry = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The filters are in the address (?q=&book=&from=&to=), so going back to the list finds them as they were. */
function filtersOf(search: URLSearchParams): SoapEntryFilters {
  const book = search.get('book') ?? '';
  return {
    q: search.get('q') || undefined,
    book: isBibleBookCode(book) ? book : undefined,
    from: isDate(search.get('from')),
    to: isDate(search.get('to')),
  };
}

/** /soap: the member's journal, newest first, searched and filtered; and a new entry. */
export function SoapJournalPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <ListPage
      title={t('soap.title', 'S.O.A.P. Journal')}
      list={useSoapEntries(filters)}
      actions={
        <>
          <NewEntry to="new" relative="path">
            {t('soap.newEntry', 'New entry')}
          </NewEntry>
          <EntryFilters
            filters={filters}
            onChange={(next) =>
              setSearch(
                Object.fromEntries(
                  Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
                ),
                { replace: true },
              )
            }
          />
          <WaitingEntries />
        </>
      }
      empty={
        filtered
          ? {
              title: t('soap.noMatches', 'No entries match'),
              body: t('soap.noMatchesBody', 'Try other words, another book or other dates.'),
            }
          : {
              title: t('soap.emptyTitle', 'Your journal is empty'),
              body: t(
                'soap.emptyBody',
                'Start with a passage: write what you observe in it, how it applies to you, and your prayer.',
              ),
            }
      }
      keyOf={(entry) => entry.id}
      renderItem={(entry) => <EntryCard entry={entry} />}
    />
  );
}
