import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedMessage, CurrentUser, EmailVerified, PasswordResetConfirm } from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';
import { AUTH_USER_KEY } from '../../auth/auth-state';

/** Which emailed link a request form asks for. */
export type EmailLinkKind = 'password-reset' | 'magic-link';
const requestPaths: Record<EmailLinkKind, string> = {
  'password-reset': '/api/auth/password-reset/request',
  'magic-link': '/api/auth/magic-link/request',
};

export function useRequestEmailLink(kind: EmailLinkKind) {
  const api = useApi();
  return useMutation({ mutationFn: (email: string) => api<AcceptedMessage>('POST', requestPaths[kind], { email }) });
}

export function useConfirmPasswordReset() {
  const api = useApi();
  return useMutation({ mutationFn: (confirm: PasswordResetConfirm) => api<void>('POST', '/api/auth/password-reset/confirm', confirm) });
}

export function useSendVerificationEmail() {
  const api = useApi();
  return useMutation({ mutationFn: () => api<AcceptedMessage>('POST', '/api/auth/email-verification/send') });
}

/** Confirms the email; a cached current user is refreshed so the verified badge shows. */
export function useConfirmEmailVerification() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<EmailVerified>('POST', '/api/auth/email-verification/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

/** Redeems a magic link; the gateway starts the session and answers the user, who becomes the current user. */
export function useAutoLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<CurrentUser>('POST', '/api/auth/auto-login', { token }),
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}
