import { createContext, useContext } from 'react';
import type { CurrentUser, Role } from '@koinonia/contracts';
import type { ThemeMode } from '@koinonia/ui';

export type ToastVariant = 'default' | 'destructive';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ApiRequest = <Result = unknown>(method: string, url: string, data?: unknown) => Promise<Result>;

/**
 * DESIGN "Module Federation contract": everything the shell gives a remote. Remotes read it with
 * useShell() (one context on a shared singleton package), never from props.
 */
export interface ShellValue {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  role: Role | null;
  theme: { mode: ThemeMode; setMode(mode: ThemeMode | 'auto'): void };
  language: { code: string; dir: 'ltr' | 'rtl'; t(key: string, fallback?: string): string };
  toast(toast: ToastInput): void;
  apiRequest: ApiRequest;
  signOut(): Promise<void>;
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
export const useTheme = () => useShell().theme;
export const useLanguage = () => useShell().language;
export const useToast = () => useShell().toast;
export const useApi = () => useShell().apiRequest;
