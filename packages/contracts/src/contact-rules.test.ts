import fc from 'fast-check';
import { contactRequestSchema } from './contact';
import {
  cleanContactLine,
  cleanContactMessage,
  contactBounds,
  contactFormIssues,
  contactKinds,
  congregationSizes,
  supportCategories,
  type ContactFormValues,
} from './contact-rules';

const contact: ContactFormValues = { kind: 'contact', name: 'Ruth Miller', email: 'ruth@example.org', message: 'Could we talk about small groups?' };
const enterprise: ContactFormValues = { ...contact, kind: 'enterprise', organization: 'Grace Fellowship', congregationSize: 'from100to499' };
const support: ContactFormValues = { ...contact, kind: 'support', category: 'partnerships' };

describe('contactFormIssues', () => {
  it('finds nothing wrong with a complete form of each kind', () => {
    for (const values of [contact, enterprise, support]) expect(contactFormIssues(values)).toEqual({});
  });

  it('asks for a name, counting it after trimming, and refuses one past 100 characters', () => {
    expect(contactFormIssues({ ...contact, name: '' })).toEqual({ name: 'nameRequired' });
    expect(contactFormIssues({ ...contact, name: ' \n\t ' })).toEqual({ name: 'nameRequired' });
    expect(contactFormIssues({ ...contact, name: 'R' })).toEqual({});
    expect(contactFormIssues({ ...contact, name: `  ${'a'.repeat(contactBounds.name.max)}  ` })).toEqual({});
    expect(contactFormIssues({ ...contact, name: 'a'.repeat(contactBounds.name.max + 1) })).toEqual({ name: 'nameTooLong' });
  });

  it('asks for an email address, a valid one of at most 254 characters', () => {
    const domain = '@example.org';
    expect(contactFormIssues({ ...contact, email: '  ' })).toEqual({ email: 'emailRequired' });
    expect(contactFormIssues({ ...contact, email: 'a'.repeat(contactBounds.email.max - domain.length) + domain })).toEqual({});
    expect(contactFormIssues({ ...contact, email: 'a'.repeat(contactBounds.email.max - domain.length + 1) + domain })).toEqual({ email: 'emailTooLong' });
    for (const email of ['ruth', 'ruth@', '@example.org', 'ruth@example', 'ruth example@example.org', 'a@b.org, c@d.org', 'Ruth <ruth@example.org>', 'ruth..m@example.org']) {
      expect([email, contactFormIssues({ ...contact, email })]).toEqual([email, { email: 'emailInvalid' }]);
    }
    expect(contactFormIssues({ ...contact, email: '  ruth.miller+church@mail.example.org ' })).toEqual({});
  });

  it('needs a message of 10 to 5,000 characters after trimming', () => {
    const min = contactBounds.message.min;
    const max = contactBounds.message.max;
    expect(contactFormIssues({ ...contact, message: '' })).toEqual({ message: 'messageTooShort' });
    expect(contactFormIssues({ ...contact, message: `   ${'m'.repeat(min - 1)}   ` })).toEqual({ message: 'messageTooShort' });
    expect(contactFormIssues({ ...contact, message: 'm'.repeat(min) })).toEqual({});
    expect(contactFormIssues({ ...contact, message: `\n${'m'.repeat(max)}\n` })).toEqual({});
    expect(contactFormIssues({ ...contact, message: 'm'.repeat(max + 1) })).toEqual({ message: 'messageTooLong' });
  });

  it('asks the enterprise form for an organization of at most 150 characters and a congregation size', () => {
    expect(contactFormIssues({ ...enterprise, organization: ' ', congregationSize: '' })).toEqual({
      organization: 'organizationRequired',
      congregationSize: 'sizeRequired',
    });
    expect(contactFormIssues({ ...enterprise, organization: 'o'.repeat(contactBounds.organization.max) })).toEqual({});
    expect(contactFormIssues({ ...enterprise, organization: 'o'.repeat(contactBounds.organization.max + 1) })).toEqual({ organization: 'organizationTooLong' });
    expect(contactFormIssues({ ...enterprise, congregationSize: 'huge' })).toEqual({ congregationSize: 'sizeRequired' });
    for (const congregationSize of congregationSizes) expect(contactFormIssues({ ...enterprise, congregationSize })).toEqual({});
  });

  it('asks the support form for one of its three categories', () => {
    expect(contactFormIssues({ ...support, category: undefined })).toEqual({ category: 'categoryRequired' });
    expect(contactFormIssues({ ...support, category: 'billing' })).toEqual({ category: 'categoryRequired' });
    expect(supportCategories).toEqual(['support', 'partnerships', 'general']);
  });

  it('reports every field at once', () => {
    expect(contactFormIssues({ kind: 'support', name: '', email: 'x', message: 'hi' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'messageTooShort',
      category: 'categoryRequired',
    });
  });

  it('does not ask the other forms for the enterprise and support fields', () => {
    expect(contactFormIssues({ ...contact, organization: '', congregationSize: '', category: '' })).toEqual({});
  });
});

describe('cleaning what is typed', () => {
  it('turns line breaks in a one-line field into one space and drops control characters', () => {
    expect(cleanContactLine('  Ruth \r\n  Miller\u0000\u0007 ')).toBe('Ruth Miller');
  });

  it('keeps the lines of a message with \\n endings and drops control characters', () => {
    expect(cleanContactMessage(' First line\r\nSecond\rThird\u0000\u001b\n ')).toBe('First line\nSecond\nThird');
  });
});

describe('the request schema and the browser rules agree', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ minLength: 90, maxLength: 160 }),
    fc.string({ minLength: 4_990, maxLength: 5_010 }),
    fc.constantFrom('', ' ', '\n\t', 'Ruth', '0123456789', ' 012345678 '),
  );
  const emailText = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 }), fc.constantFrom('', 'a@b.co', 'x@y', ' a@b.org '));
  const values = fc.record({
    kind: fc.constantFrom(...contactKinds),
    name: text,
    email: emailText,
    message: text,
    organization: text,
    congregationSize: fc.constantFrom('', 'under100', 'from2000', 'large'),
    category: fc.constantFrom('', 'support', 'general', 'billing'),
  });

  it('accepts exactly the forms in which the browser finds no issue', () => {
    fc.assert(
      fc.property(values, (form) => {
        const body = {
          kind: form.kind,
          name: form.name,
          email: form.email,
          message: form.message,
          ...(form.kind === 'enterprise' ? { organization: form.organization, congregationSize: form.congregationSize } : {}),
          ...(form.kind === 'support' ? { category: form.category } : {}),
        };
        const fieldsWithIssues = Object.keys(contactFormIssues(form)).sort();
        const result = contactRequestSchema.safeParse(body);
        const fieldsRefused = result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].sort();
        expect(fieldsRefused).toEqual(fieldsWithIssues);
      }),
      { numRuns: 500 },
    );
  });
});
