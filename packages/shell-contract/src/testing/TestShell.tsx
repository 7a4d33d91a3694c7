import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createTheme, GlobalStyle } from '@koinonia/ui';
import { ShellContext, type ShellValue } from '../shell-context';

/** The providers the shell gives a remote, for tests and the standalone dev host. */
export function TestShell({ value, route = '/', children }: { value: ShellValue; route?: string; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ShellContext.Provider value={value}>
          <ThemeProvider theme={createTheme(value.theme.mode)}>
            <GlobalStyle />
            {children}
          </ThemeProvider>
        </ShellContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
