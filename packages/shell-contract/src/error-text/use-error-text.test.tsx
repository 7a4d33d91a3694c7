import { ApiError, networkFailureMessage, statusFailureMessage } from '@koinonia/api-client';
import { renderWithShell, testLanguage } from '../testing';
import { useErrorText, type ErrorText } from './use-error-text';

/** A few Arabic strings, as the errors section translates them. */
const arabic = {
  'error.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'error.login_throttled': 'محاولات كثيرة. حاول مجددًا بعد {minutes} دقيقة.',
  'error.forbidden.access': 'يتطلب هذا صلاحية {access}.',
  'access.level.church_admin': 'مشرف الكنيسة',
  'error.validation_failed': 'بعض الحقول غير صالحة',
  'error.field.required': 'هذا الحقل مطلوب',
  'error.field.too_long': 'استخدم {maximum} حرفًا على الأكثر',
  'error.field.invalid_format.email': 'أدخل بريدًا إلكترونيًا صالحًا',
  'error.field.password_common': 'كلمة المرور هذه شائعة جدًا',
  'error.network': 'تعذّر الاتصال بالخادم',
  'error.status.500': 'خطأ في الخادم',
};

function errorTextIn(code: string, dictionary: Record<string, string> = {}): ErrorText {
  let errorText: ErrorText | undefined;
  function Probe() {
    errorText = useErrorText();
    return null;
  }
  renderWithShell(<Probe />, { shell: { language: testLanguage(code, dictionary) } });
  if (!errorText) throw new Error('useErrorText gave nothing');
  return errorText;
}

const fieldsFailure = new ApiError(400, 'Some fields are not valid', {
  code: 'validation_failed',
  issues: [
    { path: 'firstName', message: 'First name is required', code: 'required', minimum: 1 },
    { path: 'lastName', message: 'Last name must be at most 80 characters', code: 'too_long', maximum: 80 },
    { path: 'email', message: 'Enter a valid email address', code: 'invalid_format', format: 'email' },
    { path: 'email', message: 'Email is too long', code: 'too_long', maximum: 254 },
    { path: 'password', message: 'This password is too common.', code: 'password_common' },
  ],
});

describe('useErrorText', () => {
  it('says a named error in the reader’s language, with the wait filled in', () => {
    const { messageOf } = errorTextIn('ar', arabic);
    expect(messageOf(new ApiError(401, 'Invalid email or password', { code: 'invalid_credentials' }))).toBe(
      arabic['error.invalid_credentials'],
    );
    expect(
      messageOf(
        new ApiError(429, 'Too many failed sign-in attempts.', { code: 'login_throttled', retryAfterSeconds: 170 }),
      ),
    ).toBe('محاولات كثيرة. حاول مجددًا بعد 3 دقيقة.');
  });

  it('names the access a refusal needs in the reader’s language', () => {
    const { messageOf } = errorTextIn('ar', arabic);
    const refusal = new ApiError(403, 'This needs church admin access', {
      code: 'forbidden',
      requiredAccess: 'church_admin',
    });
    expect(messageOf(refusal)).toBe('يتطلب هذا صلاحية مشرف الكنيسة.');
  });

  it('keeps the server’s words for English readers and for codes it has no text for', () => {
    expect(
      errorTextIn('en').messageOf(new ApiError(401, 'Invalid email or password', { code: 'invalid_credentials' })),
    ).toBe('Invalid email or password');
    expect(errorTextIn('ar', arabic).messageOf(new ApiError(409, 'Something new', { code: 'brand_new_code' }))).toBe(
      'Something new',
    );
    expect(errorTextIn('ar', arabic).messageOf(new Error('Plain failure'))).toBe('Plain failure');
  });

  it('reads an error by its shape, as a remote’s own api-client throws it', () => {
    const fromAnotherBundle = {
      name: 'ApiError',
      status: 401,
      message: 'Invalid email or password',
      code: 'invalid_credentials',
    };
    expect(errorTextIn('ar', arabic).messageOf(fromAnotherBundle)).toBe(arabic['error.invalid_credentials']);
  });

  it('translates api-client’s own network and status texts', () => {
    const { messageOf } = errorTextIn('ar', arabic);
    expect(messageOf(new ApiError(0, networkFailureMessage('/api/auth/login')))).toBe(arabic['error.network']);
    expect(messageOf(new ApiError(500, statusFailureMessage(500)))).toBe(arabic['error.status.500']);
  });

  it('says a 400 about several fields in general, and about one field as that field’s problem', () => {
    const { messageOf } = errorTextIn('ar', arabic);
    expect(messageOf(fieldsFailure)).toBe(arabic['error.validation_failed']);
    const oneField = new ApiError(400, 'Email is too long', {
      code: 'validation_failed',
      issues: [
        { path: 'email', message: 'Email is too long', code: 'too_long', maximum: 254 } as NonNullable<
          ApiError['issues']
        >[number],
      ],
    });
    expect(messageOf(oneField)).toBe('استخدم 254 حرفًا على الأكثر');
  });

  it('maps each field to its first problem in the reader’s language, bounds filled in', () => {
    expect(errorTextIn('ar', arabic).fieldErrorsOf(fieldsFailure)).toEqual({
      firstName: arabic['error.field.required'],
      lastName: 'استخدم 80 حرفًا على الأكثر',
      email: arabic['error.field.invalid_format.email'],
      password: arabic['error.field.password_common'],
    });
  });

  it('gives English readers the server’s sentence for each field, and nothing for a failure without fields', () => {
    const { fieldErrorsOf } = errorTextIn('en');
    expect(fieldErrorsOf(fieldsFailure)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 80 characters',
      email: 'Enter a valid email address',
      password: 'This password is too common.',
    });
    expect(fieldErrorsOf(new Error('Plain failure'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
