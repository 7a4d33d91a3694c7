import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { apiRequest } from '@koinonia/api-client';
import type { CurrentUser } from '@koinonia/contracts';
import { ShellContext, type ShellValue } from '@koinonia/shell-contract';
import { createTheme, GlobalStyle } from '@koinonia/ui';
import { useThemeState } from './theme-state';
import { useLanguageState } from './language-state';
import { useToaster } from './Toaster';
import { signOut } from '../auth/sign-out';

/** The one provider of everything remotes read through useShell() (DESIGN). */
export function ShellProvider({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const theme = useThemeState();
  const language = useLanguageState(user?.preferredLanguage);
  const { toast, region } = useToaster();

  const value = useMemo<ShellValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      role: user?.role ?? null,
      theme: { mode: theme.mode, setMode: theme.choose },
      language,
      toast,
      apiRequest,
      signOut: () => signOut(queryClient),
    }),
    [user, theme.mode, theme.choose, language, toast, queryClient],
  );
  const styledTheme = useMemo(() => createTheme(theme.mode), [theme.mode]);

  return (
    <ShellContext.Provider value={value}>
      <ThemeProvider theme={styledTheme}>
        <GlobalStyle />
        {children}
        {region}
      </ThemeProvider>
    </ShellContext.Provider>
  );
}
