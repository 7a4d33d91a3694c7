import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ForumsPage } from './pages/ForumsPage';
import { ModerationPage } from './pages/ModerationPage';
import { NewThreadPage } from './pages/NewThreadPage';
import { ThreadPage } from './pages/ThreadPage';

/** The screens of the forums below /forums: the list, a new thread, moderation and one thread. */
export function ForumsRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ForumsPage />} />
      <Route path="new" element={<NewThreadPage />} />
      <Route path="moderation" element={<ModerationPage />} />
      <Route path=":threadId" element={<ThreadPage />} />
    </SectionRoutes>
  );
}
