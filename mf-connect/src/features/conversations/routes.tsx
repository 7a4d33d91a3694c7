import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ConversationsPage } from './pages/ConversationsPage';

/** /messages: every conversation of the caller; /messages/:conversationId opens one. */
export function MessagesRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ConversationsPage basePath="/messages" groupsOnly={false} />} />
      <Route path=":conversationId" element={<ConversationsPage basePath="/messages" groupsOnly={false} />} />
    </SectionRoutes>
  );
}

/** /chat: the caller's group chats, the same screens filtered to groups. */
export function ChatRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ConversationsPage basePath="/chat" groupsOnly />} />
      <Route path=":conversationId" element={<ConversationsPage basePath="/chat" groupsOnly />} />
    </SectionRoutes>
  );
}
