import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { EditEntryPage } from './pages/EditEntryPage';
import { EntryPage } from './pages/EntryPage';
import { NewEntryPage } from './pages/NewEntryPage';
import { SoapJournalPage } from './pages/SoapJournalPage';

/** The S.O.A.P. journal's screens below its path (/soap, and /soap-journal as SPEC §2 names it too). */
export function SoapJournalRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<SoapJournalPage />} />
      <Route path="new" element={<NewEntryPage />} />
      <Route path=":entryId" element={<EntryPage />} />
      <Route path=":entryId/edit" element={<EditEntryPage />} />
    </SectionRoutes>
  );
}
