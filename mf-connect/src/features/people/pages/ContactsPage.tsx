import { Link } from 'react-router-dom';
import { ListPage, paths, useLanguage } from '@koinonia/shell-contract';
import { Muted } from '@koinonia/ui';
import { useContacts } from '../api';
import { PersonCardView } from '../components/PersonCardView';

/** /contacts: the people the member keeps, by name. */
export function ContactsPage() {
  const { t } = useLanguage();
  return (
    <ListPage
      title={t('contacts.title', 'Contacts')}
      list={useContacts()}
      actions={
        <Muted>
          <Link to={paths.people()}>{t('contacts.findPeople', 'Find people of your church')}</Link>
        </Muted>
      }
      empty={{
        title: t('contacts.emptyTitle', 'No contacts yet'),
        body: t('contacts.emptyBody', 'In People, press “Add to contacts” on someone to keep them here.'),
      }}
      keyOf={(person) => person.userId}
      renderItem={(person) => <PersonCardView person={person} />}
    />
  );
}
