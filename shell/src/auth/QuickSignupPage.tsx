import { useNavigate } from 'react-router-dom';
import { AuthCard } from './LoginPage';
import { SignupForm } from './SignupForm';

/** /quick-signup: an account in one step, then home. */
export default function QuickSignupPage() {
  const navigate = useNavigate();
  return (
    <main>
      <AuthCard>
        <SignupForm onSignedUp={() => navigate('/', { replace: true })} />
      </AuthCard>
    </main>
  );
}
