import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { AuthCard } from '../../../auth/LoginPage';
import { takeReturnTo } from '../../../auth/return-to';
import { useAutoLogin } from '../api';

/**
 * /auto-login?token= (SPEC §2): a magic link signs in once. The token is redeemed a single time even when
 * React runs the effect twice (StrictMode), since the second redemption would be refused.
 */
export default function AutoLoginPage() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const autoLogin = useAutoLogin();
  const started = useRef<string | null>(null);
  const { mutate } = autoLogin;

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutate(token, { onSuccess: () => navigate(takeReturnTo(location.search), { replace: true }) });
  }, [token, mutate, navigate, location.search]);

  const failure = !token ? t('autoLogin.missingToken', 'This sign-in link is incomplete.') : autoLogin.isError ? messageOf(autoLogin.error) : null;
  return (
    <main>
      <AuthCard>
        {failure ? (
          <Stack>
            <PageTitle>{t('autoLogin.failedTitle', 'We could not sign you in')}</PageTitle>
            <Alert>{failure}</Alert>
            <Link to="/login">{t('autoLogin.goToSignIn', 'Go to sign in')}</Link>
          </Stack>
        ) : (
          <LoadingState label={t('autoLogin.signingIn', 'Signing you in')} />
        )}
      </AuthCard>
    </main>
  );
}
