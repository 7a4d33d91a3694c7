import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { routeFor, routeRedirects, SIGNED_IN_HOME, SIGNED_OUT_HOME, type RemotesConfig } from '@koinonia/contracts';
import { useAuth } from '@koinonia/shell-contract';
import { LoadingState } from '@koinonia/ui';
import { LoginPage } from '../auth/LoginPage';
import { takeReturnTo } from '../auth/return-to';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSection } from '../remotes/RemoteSection';
import { shellPages } from './shell-pages';

/** SPEC §2: protected routes show the login page when signed out, and come back here after it. */
function Protected({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <LoginPage returnTo={location.pathname + location.search} />;
  return <AppLayout>{children}</AppLayout>;
}

/** SPEC §2: an authenticated visit to /login (or one back with loginSuccess=true) goes on to returnTo. */
function LoginRoute() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={takeReturnTo(location.search)} replace />;
  return <LoginPage />;
}

/** SPEC §2 redirects keep the query string. */
function Redirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={to + location.search} replace />;
}

function ownerOf(remotes: RemotesConfig, path: string): string | undefined {
  return remotes.remotes.find((remote) => remote.paths.includes(path))?.name;
}

/** The route table: redirects, the shell's own screens, then every path each remote owns per /remotes.json. */
export function AppRoutes({ remotes }: { remotes: RemotesConfig }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const section = (path: string) => {
    const remote = ownerOf(remotes, path);
    return remote ? <RemoteSection key={path} remote={remote} basePath={path} /> : <NotFoundPage />;
  };
  const guarded = (path: string) =>
    routeFor(path)?.access === 'public' ? section(path) : <Protected>{section(path)}</Protected>;
  const shellPage = (access: 'public' | 'protected', page: ReactNode) => {
    const loaded = <Suspense fallback={<LoadingState />}>{page}</Suspense>;
    return access === 'public' ? loaded : <Protected>{loaded}</Protected>;
  };
  // SPEC §2: signed in with loginSuccess=true in the query, go on to returnTo wherever this is.
  if (isAuthenticated && new URLSearchParams(location.search).get('loginSuccess') === 'true') {
    return <Navigate to={takeReturnTo(location.search)} replace />;
  }

  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      {Object.entries(routeRedirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Redirect to={to} />} />
      ))}
      {shellPages.map(({ path, access, Page }) => (
        <Route key={path} path={path} element={shellPage(access, <Page />)} />
      ))}
      <Route path="/" element={isAuthenticated ? guarded(SIGNED_IN_HOME) : section(SIGNED_OUT_HOME)} />
      {remotes.remotes.flatMap((remote) =>
        remote.paths
          .filter((path) => !(path in routeRedirects))
          .map((path) => <Route key={path} path={`${path}/*`} element={guarded(path)} />),
      )}
      {/* Signed in, an unknown path keeps the header and sidebar, so the way back is at hand. */}
      <Route path="*" element={
          isAuthenticated ? (
            <AppLayout>
              <NotFoundPage />
            </AppLayout>
          ) : (
            <main>
              <NotFoundPage />
            </main>
          )
        } />
    </Routes>
  );
}
