import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '@koinonia/shell-contract';
import { PageTitle } from '@koinonia/ui';
import { EntryEditor } from '../components/EntryEditor';

/** /soap/new (?scripture=John%203%3A16 from the Bible reader): a new entry, a draft from the first keystroke. */
export function NewEntryPage() {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="soap-new-title">
      <PageTitle id="soap-new-title">{t('soap.newEntry', 'New entry')}</PageTitle>
      <EntryEditor
        initialScripture={search.get('scripture') ?? ''}
        onSaved={(entry) => navigate(entry ? `../${entry.id}` : '..', { relative: 'path' })}
      />
    </section>
  );
}
