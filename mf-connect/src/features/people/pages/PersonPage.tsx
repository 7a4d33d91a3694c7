import { Link, useParams } from 'react-router-dom';
import { paths, QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { LoadingState, Stack } from '@koinonia/ui';
import { usePerson } from '../api';
import { PersonCardView } from '../components/PersonCardView';

/** /people/:userId: one person's card. */
export function PersonPage() {
  const { t } = useLanguage();
  const { userId = '' } = useParams();
  const person = usePerson(userId);
  return (
    <Stack>
      <Link to={paths.people()}>{t('people.back', 'All people')}</Link>
      {person.isPending ? (
        <LoadingState />
      ) : person.isError ? (
        <QueryErrorState error={person.error} onRetry={() => void person.refetch()} />
      ) : (
        <PersonCardView person={person.data} headingLevel={1} />
      )}
    </Stack>
  );
}
