import { BrowserRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@koinonia/api-client';
import { LoadingState } from '@koinonia/ui';
import { useAuthState } from '../auth/auth-state';
import { ShellProvider } from '../shell/ShellProvider';
import { fetchRemotesConfig } from '../remotes/remotes-config';
import { registerRemoteEntries } from '../remotes/remote-loader';
import { AppRoutes } from './AppRoutes';
import { StartupFailurePage } from './StartupFailurePage';

const queryClient = createQueryClient();

/** Read once per page load; the remotes are registered with the federation runtime as soon as known. */
async function loadRemotes() {
  const config = await fetchRemotesConfig();
  registerRemoteEntries(config.remotes);
  return config;
}

function Root() {
  const location = useLocation();
  const auth = useAuthState(location.pathname);
  const remotes = useQuery({ queryKey: ['/remotes.json'], queryFn: loadRemotes, staleTime: Infinity, retry: 2 });
  let content;
  if (remotes.error) content = <StartupFailurePage error={remotes.error} />;
  else if (auth.isLoading || !remotes.data) content = <LoadingState />;
  else content = <AppRoutes remotes={remotes.data} />;
  return <ShellProvider user={auth.user}>{content}</ShellProvider>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
