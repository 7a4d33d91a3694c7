import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { apiRequest } from '@koinonia/api-client';
import type { CurrentUser, FontSize, ThemePreference } from '@koinonia/contracts';
import { ShellContext, type ShellValue } from '@koinonia/shell-contract';
import { lazyRealtimeConnection } from './realtime-connection';
import { createTheme, GlobalStyle } from '@koinonia/ui';
import { useThemeState } from './theme-state';
import { useLanguageState } from './language-state';
import { usePreferencesSync } from './preferences-sync';
import { useToaster } from './Toaster';
import { signOut } from '../auth/sign-out';

interface ShellProviderProps {
  user: CurrentUser | null;
  /** False for the demo user and on the auth pages, where no preferences are read or saved (SPEC §2). */
  syncPreferences: boolean;
  children: ReactNode;
}

/** The one provider of everything remotes read through useShell() (DESIGN). */
export function ShellProvider({ user, syncPreferences, children }: ShellProviderProps) {
  const queryClient = useQueryClient();
  const theme = useThemeState();
  const language = useLanguageState(syncPreferences ? user : null);
  const savePreferences = usePreferencesSync({ enabled: syncPreferences && user !== null, adopt: theme.adopt });
  const { toast, region } = useToaster();
  const { chooseTheme, chooseFontSize } = theme;
  // The /ws connection speaks for whoever was signed in when it opened: another person signing in starts a new one.
  const [realtime] = useState(() => lazyRealtimeConnection());
  const userId = user?.id ?? null;
  const connectedAs = useRef(userId);
  useEffect(() => {
    if (userId && connectedAs.current && userId !== connectedAs.current) realtime.restart();
    if (userId) connectedAs.current = userId;
  }, [realtime, userId]);

  const setMode = useCallback(
    (preference: ThemePreference) => {
      chooseTheme(preference);
      savePreferences({ theme: preference });
    },
    [chooseTheme, savePreferences],
  );
  const setFontSize = useCallback(
    (fontSize: FontSize) => {
      chooseFontSize(fontSize);
      savePreferences({ fontSize });
    },
    [chooseFontSize, savePreferences],
  );

  const value = useMemo<ShellValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      role: user?.role ?? null,
      theme: { mode: theme.mode, preference: theme.preference, setMode, fontSize: theme.fontSize, setFontSize },
      language,
      toast,
      apiRequest,
      signOut: () => signOut(queryClient),
      realtime,
    }),
    [user, realtime, theme.mode, theme.preference, theme.fontSize, setMode, setFontSize, language, toast, queryClient],
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
