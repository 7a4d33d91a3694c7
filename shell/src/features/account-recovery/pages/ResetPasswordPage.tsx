import { Link, useSearchParams } from 'react-router-dom';
import { useLanguage } from '@koinonia/shell-contract';
import { Muted, Stack } from '@koinonia/ui';
import { AuthCard } from '../../../auth/LoginPage';
import { EmailLinkRequestForm } from '../components/EmailLinkRequestForm';
import { NewPasswordForm } from '../components/NewPasswordForm';

/**
 * /reset-password (SPEC §2): with ?token= (the emailed link) a new password is chosen; without, an email
 * asks for that link. ?mode=link asks for a sign-in link instead, for members who would rather not type a
 * password at all.
 */
export default function ResetPasswordPage() {
  const { t } = useLanguage();
  const [search] = useSearchParams();
  const token = search.get('token');
  const magicLink = search.get('mode') === 'link';

  return (
    <main>
      <AuthCard>
        <Stack>
          {token ? <NewPasswordForm token={token} /> : <EmailLinkRequestForm key={magicLink ? 'link' : 'reset'} kind={magicLink ? 'magic-link' : 'password-reset'} />}
          <Muted>
            {token ? null : magicLink ? (
              <Link to="/reset-password">{t('accountRecovery.forgotPassword', 'Forgot your password?')}</Link>
            ) : (
              <Link to="/reset-password?mode=link">{t('accountRecovery.emailSignInLink', 'Email me a sign-in link')}</Link>
            )}{' '}
            <Link to="/login">{t('accountRecovery.backToSignIn', 'Back to sign in')}</Link>
          </Muted>
        </Stack>
      </AuthCard>
    </main>
  );
}
