import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ShellPage {
  /** A React Router path pattern (e.g. '/onboarding/:step'). */
  path: string;
  access: 'public' | 'protected';
  Page: LazyExoticComponent<ComponentType>;
}

// One page for both onboarding paths, so moving between steps keeps it mounted.
const OnboardingPage = lazy(() => import('../features/onboarding/pages/OnboardingPage'));

/**
 * The shell's own screens beyond /login (SPEC §2; owner 'shell' in the contracts' route table). Each loads
 * on first visit, so the initial route carries none of them.
 */
export const shellPages: readonly ShellPage[] = [
  { path: '/reset-password', access: 'public', Page: lazy(() => import('../features/account-recovery/pages/ResetPasswordPage')) },
  { path: '/email-verification', access: 'public', Page: lazy(() => import('../features/account-recovery/pages/EmailVerificationPage')) },
  { path: '/auto-login', access: 'public', Page: lazy(() => import('../features/account-recovery/pages/AutoLoginPage')) },
  { path: '/onboarding', access: 'public', Page: OnboardingPage },
  { path: '/onboarding/:step', access: 'public', Page: OnboardingPage },
  { path: '/quick-signup', access: 'public', Page: lazy(() => import('../auth/QuickSignupPage')) },
  { path: '/notification-settings', access: 'protected', Page: lazy(() => import('../features/notification-settings/NotificationSettingsPage')) },
  { path: '/help', access: 'protected', Page: lazy(() => import('../features/help/HelpPage')) },
  { path: '/profile', access: 'protected', Page: lazy(() => import('../features/profile/ProfilePage')) },
  { path: '/settings', access: 'protected', Page: lazy(() => import('../features/settings/SettingsPage')) },
  { path: '/weekly-checkin', access: 'protected', Page: lazy(() => import('../features/weekly-checkin/WeeklyCheckinPage')) },
];
