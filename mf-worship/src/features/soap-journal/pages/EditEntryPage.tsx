import { useNavigate, useParams } from 'react-router-dom';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { LoadingState, PageTitle } from '@koinonia/ui';
import { useSoapEntry } from '../api';
import { EntryEditor } from '../components/EntryEditor';

/** /soap/:entryId/edit: the entry in the editor, autosaved as it changes. */
export function EditEntryPage() {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const { entryId = '' } = useParams();
  const entry = useSoapEntry(entryId);
  let content;
  if (entry.isPending) content = <LoadingState />;
  else if (entry.isError) content = <QueryErrorState error={entry.error} onRetry={() => void entry.refetch()} />;
  else content = <EntryEditor entry={entry.data} onSaved={() => navigate('..', { relative: 'path' })} />;
  return (
    <section aria-labelledby="soap-edit-title">
      <PageTitle id="soap-edit-title">{t('soap.editTitle', 'Edit entry')}</PageTitle>
      {content}
    </section>
  );
}
