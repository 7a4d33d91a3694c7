import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ShellPage {
  /** A React Router path pattern (e.g. '/onboarding/:step'). */
  path: string;
  access: 'public' | 'protected';
  Page: LazyExoticComponent<ComponentType>;
}

// One page for both onboarding paths, so moving between steps keeps it mounted.
const OnboardingPage = lazy(() => import(/* webpackChunkName: "deferred-onboarding-page" */ '../features/onboarding/pages/OnboardingPage'));

/**
 * The shell's own screens beyond /login (SPEC §2; owner 'shell' in the contracts' route table). Each loads
 * on first visit, so the initial route carries none of them.
 */
export const shellPages: readonly ShellPage[] = [
  { path: '/reset-password', access: 'public', Page: lazy(() => import(/* webpackChunkName: "deferred-reset-password-page" */ '../features/account-recovery/pages/ResetPasswordPage')) },
  { path: '/email-verification', access: 'public', Page: lazy(() => import(/* webpackChunkName: "deferred-email-verification-page" */ '../features/account-recovery/pages/EmailVerificationPage')) },
  { path: '/auto-login', access: 'public', Page: lazy(() => import(/* webpackChunkName: "deferred-auto-login-page" */ '../features/account-recovery/pages/AutoLoginPage')) },
  { path: '/onboarding', access: 'public', Page: OnboardingPage },
  { path: '/onboarding/:step', access: 'public', Page: OnboardingPage },
  { path: '/quick-signup', access: 'public', Page: lazy(() => import(/* webpackChunkName: "deferred-quick-signup-page" */ '../auth/QuickSignupPage')) },
  { path: '/notification-settings', access: 'protected', Page: lazy(() => import(/* webpackChunkName: "deferred-notification-settings-page" */ '../features/notification-settings/NotificationSettingsPage')) },
  { path: '/help', access: 'protected', Page: lazy(() => import(/* webpackChunkName: "deferred-help-page" */ '../features/help/HelpPage')) },
  { path: '/profile', access: 'protected', Page: lazy(() => import(/* webpackChunkName: "deferred-profile-page" */ '../features/profile/ProfilePage')) },
  { path: '/settings', access: 'protected', Page: lazy(() => import(/* webpackChunkName: "deferred-settings-page" */ '../features/settings/SettingsPage')) },
  { path: '/weekly-checkin', access: 'protected', Page: lazy(() => import(/* webpackChunkName: "deferred-weekly-checkin-page" */ '../features/weekly-checkin/WeeklyCheckinPage')) },
];
