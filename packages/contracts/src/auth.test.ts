import { signupRequestSchema } from './auth';

const signup = { firstName: 'Naomi', lastName: 'Reed', email: 'naomi@example.org', password: 'a-strong-pass-99' };

describe('sign-up names', () => {
  it('refuses control characters with a clear message (PostgreSQL text cannot hold NUL)', () => {
    const result = signupRequestSchema.safeParse({ ...signup, firstName: 'Na\u0000omi' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['firstName'], message: 'First name must not contain control characters' });
  });

  it('accepts names in any script', () => {
    expect(signupRequestSchema.safeParse({ ...signup, firstName: 'نعومي', lastName: 'Müller-Łukasz' }).success).toBe(true);
  });
});
