import { createContext, useContext } from 'react';
import type { CurrentUser, Role } from '@koinonia/contracts';
import type { InterpolationValues } from '@koinonia/i18n';
import type { FontSize, ThemeMode, ThemePreference } from '@koinonia/contracts';
import type { RealtimeConnection } from './realtime/types';

/** SPEC §4: what a person chooses; auto follows the system. */
export type { ThemePreference };

export type ToastVariant = 'default' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ApiRequest = <Result = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options?: { headers?: Readonly<Record<string, string>> },
) => Promise<Result>;

/**
 * DESIGN "Module Federation contract": everything the shell gives a remote. Remotes read it with
 * useShell() (one context on a shared singleton package), never from props.
 */
export interface ShellValue {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  role: Role | null;
  /** mode is what shows; preference what was chosen. Choosing stores it (and saves it when signed in). */
  theme: {
    mode: ThemeMode;
    preference: ThemePreference;
    setMode(preference: ThemePreference): void;
    fontSize: FontSize;
    setFontSize(size: FontSize): void;
  };
  /**
   * t looks a key up as SPEC §4 orders it and fills `{name}` placeholders from values. setLanguage accepts
   * supported codes only; it saves the choice on the server when signed in (SPEC §6).
   */
  language: {
    code: string;
    dir: 'ltr' | 'rtl';
    isLoading: boolean;
    t(key: string, fallback?: string, values?: InterpolationValues): string;
    setLanguage(code: string): void;
  };
  toast(toast: ToastInput): void;
  apiRequest: ApiRequest;
  signOut(): Promise<void>;
  /** The page's one /ws connection (useRealtime); absent in tests that give none. */
  realtime?: RealtimeConnection;
}

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used within the Koinonia shell (or renderWithShell in tests)');
  return value;
}

export const useAuth = () => {
  const { user, isAuthenticated, role, signOut } = useShell();
  return { user, isAuthenticated, role, signOut };
};
/** SPEC §8: the theme hook outside its provider throws this exact message. */
export const THEME_OUTSIDE_PROVIDER_MESSAGE = 'useTheme must be used within a ThemeProvider';
export const LANGUAGE_OUTSIDE_PROVIDER_MESSAGE = 'useLanguage must be used within a LanguageProvider';

export function useTheme(): ShellValue['theme'] {
  const value = useContext(ShellContext);
  if (!value) throw new Error(THEME_OUTSIDE_PROVIDER_MESSAGE);
  return value.theme;
}
export function useLanguage(): ShellValue['language'] {
  const value = useContext(ShellContext);
  if (!value) throw new Error(LANGUAGE_OUTSIDE_PROVIDER_MESSAGE);
  return value.language;
}
export const useToast = () => useShell().toast;
export const useApi = () => useShell().apiRequest;
