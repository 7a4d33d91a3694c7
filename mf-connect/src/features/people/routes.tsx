import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ContactsPage } from './pages/ContactsPage';
import { DirectoryPage } from './pages/DirectoryPage';
import { PersonPage } from './pages/PersonPage';
import { SharingPage } from './pages/SharingPage';

/** /people: the directory, what the member shares (/people/sharing) and one person (/people/:userId). */
export function PeopleRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<DirectoryPage />} />
      <Route path="sharing" element={<SharingPage />} />
      <Route path=":userId" element={<PersonPage />} />
    </SectionRoutes>
  );
}

/** /contacts: the people the member keeps. */
export function ContactsRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ContactsPage />} />
    </SectionRoutes>
  );
}
