import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@koinonia/api-client';
import { servedByServiceWorker, useLanguage } from '@koinonia/shell-contract';
import { LoadingState } from '@koinonia/ui';
import { AUTH_SPINNER_MAX_MS, isUncheckedAuthPath, useAuthState } from '../auth/auth-state';
import { ShellProvider } from '../shell/ShellProvider';
import { fetchRemotesConfig } from '../remotes/remotes-config';
import { registerRemoteEntries } from '../remotes/remote-loader';
import { AppRoutes } from './AppRoutes';
import { readAgainThroughWorker, registerServiceWorker } from './service-worker';
import { StartupFailurePage } from './StartupFailurePage';

const WelcomeDialog = lazy(() => import(/* webpackChunkName: "deferred-welcome-dialog" */ '../features/localization/WelcomeDialog'));

const queryClient = createQueryClient({ offlineCopies: servedByServiceWorker() });
registerServiceWorker({ onFirstControl: () => readAgainThroughWorker(queryClient) });

/** Read once per page load; the remotes are registered with the federation runtime as soon as known. */
async function loadRemotes() {
  const config = await fetchRemotesConfig();
  registerRemoteEntries(config.remotes);
  return config;
}

/** SPEC §2, §9: the spinner shows while auth (and then the language) loads, for at most 3000 ms in all. */
function useSpinnerDeadline(): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), AUTH_SPINNER_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return expired;
}

function Content({ authLoading }: { authLoading: boolean }) {
  const language = useLanguage();
  const deadlinePassed = useSpinnerDeadline();
  const remotes = useQuery({ queryKey: ['/remotes.json'], queryFn: loadRemotes, staleTime: Infinity, retry: 2 });
  if (remotes.error) return <StartupFailurePage error={remotes.error} />;
  const loading = (authLoading || language.isLoading) && !deadlinePassed;
  if (loading || !remotes.data) return <LoadingState />;
  return (
    <>
      <AppRoutes remotes={remotes.data} />
      {/* SPEC §4: the welcome dialog counts its 2 seconds from when loading ends. */}
      <Suspense fallback={null}>
        <WelcomeDialog />
      </Suspense>
    </>
  );
}

function Root() {
  const { pathname } = useLocation();
  const auth = useAuthState(pathname);
  return (
    <ShellProvider user={auth.user} syncPreferences={!auth.isDemo && !isUncheckedAuthPath(pathname)}>
      <Content authLoading={auth.isLoading} />
    </ShellProvider>
  );
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
