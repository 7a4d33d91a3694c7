import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { routeFor, SIGNED_IN_HOME, SIGNED_OUT_HOME, type RemotesConfig } from '@koinonia/contracts';
import { useAuth } from '@koinonia/shell-contract';
import { LoginPage } from '../auth/LoginPage';
import { QuickSignupPage } from '../auth/QuickSignupPage';
import { takeReturnTo } from '../auth/return-to';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSection } from '../remotes/RemoteSection';

/** SPEC §2: protected routes show the login page when signed out, and come back here after it. */
function Protected({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <LoginPage returnTo={location.pathname + location.search} />;
  return <AppLayout>{children}</AppLayout>;
}

/** SPEC §2: an authenticated visit to /login goes on to returnTo. */
function LoginRoute() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={takeReturnTo(location.search)} replace />;
  return <LoginPage />;
}

function ownerOf(remotes: RemotesConfig, path: string): string | undefined {
  return remotes.remotes.find((remote) => remote.paths.includes(path))?.name;
}

/** The route table: the shell's own screens, then every path each remote owns per /remotes.json. */
export function AppRoutes({ remotes }: { remotes: RemotesConfig }) {
  const { isAuthenticated } = useAuth();
  const section = (path: string) => {
    const remote = ownerOf(remotes, path);
    return remote ? <RemoteSection key={path} remote={remote} basePath={path} /> : <NotFoundPage />;
  };
  const guarded = (path: string) =>
    routeFor(path)?.access === 'public' ? section(path) : <Protected>{section(path)}</Protected>;

  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/quick-signup" element={<QuickSignupPage />} />
      <Route path="/" element={isAuthenticated ? guarded(SIGNED_IN_HOME) : section(SIGNED_OUT_HOME)} />
      {remotes.remotes.flatMap((remote) =>
        remote.paths.map((path) => <Route key={path} path={`${path}/*`} element={guarded(path)} />),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
