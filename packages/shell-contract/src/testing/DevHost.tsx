import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { apiRequest, createQueryClient } from '@koinonia/api-client';
import type { CurrentUser } from '@koinonia/contracts';
import { Button, Card, createTheme, Field, GlobalStyle, Stack } from '@koinonia/ui';
import { ShellContext } from '../shell-context';
import type { RemoteSectionProps } from '../section';
import { MountedSection } from './mounted-section';
import { createShellValue } from './test-shell-value';

/**
 * `npm run dev -w mf-<name>`: the remote alone, inside the same context the shell gives it, signed in
 * through the real gateway (its dev server proxies /api there).
 */
function DevHost({ Section, basePath }: { Section: ComponentType<RemoteSectionProps>; basePath: string }) {
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);
  useEffect(() => {
    apiRequest<CurrentUser>('GET', '/api/auth/user').then(setUser, () => setUser(null));
  }, []);
  const value = createShellValue({ user: user ?? null, apiRequest, signOut: async () => setUser(null) });

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setUser(await apiRequest<CurrentUser>('POST', '/api/auth/login', Object.fromEntries(form)));
  }

  return (
    <ShellContext.Provider value={value}>
      <ThemeProvider theme={createTheme('light')}>
        <GlobalStyle />
        {user === null ? (
          <Card as="form" onSubmit={signIn} style={{ maxWidth: '24rem', margin: '10vh auto' }}>
            <Stack>
              <Field>
                Email <input name="email" defaultValue="member@example.org" />
              </Field>
              <Field>
                Password <input name="password" type="password" />
              </Field>
              <Button type="submit">Sign in through the gateway</Button>
            </Stack>
          </Card>
        ) : user ? (
          <main style={{ padding: '1.5rem' }}>
            <MountedSection Section={Section} basePath={basePath} />
          </main>
        ) : null}
      </ThemeProvider>
    </ShellContext.Provider>
  );
}

export function mountDevHost(Section: ComponentType<RemoteSectionProps>, basePath: string): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The dev page has no #root element');
  if (window.location.pathname === '/') window.history.replaceState(null, '', basePath);
  createRoot(container).render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <DevHost Section={Section} basePath={'/' + window.location.pathname.split('/')[1]} />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
