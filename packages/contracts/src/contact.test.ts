import { contactRequestSchema } from './contact';

const messagesFor = (body: unknown) => {
  const result = contactRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const contact = { kind: 'contact', name: 'Ruth Miller', email: 'ruth@example.org', message: 'Could we talk about small groups?' };

describe('contactRequestSchema', () => {
  it('cleans what it accepts: trimmed fields, one-line name, \\n line endings', () => {
    expect(contactRequestSchema.parse({ ...contact, name: '  Ruth\nMiller ', email: ' ruth@example.org ', message: ' Hello\r\nthere, friends ', language: 'fr' })).toEqual({
      kind: 'contact',
      name: 'Ruth Miller',
      email: 'ruth@example.org',
      message: 'Hello\nthere, friends',
      language: 'fr',
    });
  });

  it('says in plain English what is wrong with each field', () => {
    expect(messagesFor({ kind: 'contact', name: ' ', email: 'ruth', message: 'Hi' })).toEqual([
      'name: Name is required',
      'email: Enter a valid email address',
      'message: Message must be at least 10 characters',
    ]);
    expect(messagesFor({ ...contact, name: 'n'.repeat(101), message: 'm'.repeat(5_001) })).toEqual([
      'name: Name must be at most 100 characters',
      'message: Message must be at most 5,000 characters',
    ]);
    expect(messagesFor({ kind: 'contact' })).toEqual(['name: Name is required', 'email: Email is required', 'message: Message must be at least 10 characters']);
  });

  it('asks each kind for its own fields', () => {
    expect(messagesFor({ ...contact, kind: 'enterprise', organization: '' })).toEqual([
      'organization: Organization is required',
      'congregationSize: Congregation size must be one of under100, from100to499, from500to1999, from2000',
    ]);
    expect(messagesFor({ ...contact, kind: 'support', category: 'billing' })).toEqual(['category: Category must be one of support, partnerships, general']);
  });

  it('refuses an unknown kind, a missing kind and a field the form does not have', () => {
    expect(messagesFor({ ...contact, kind: 'sales' })).toEqual(['kind: kind must be contact, enterprise or support']);
    expect(messagesFor({ name: 'Ruth' })).toEqual(['kind: kind must be contact, enterprise or support']);
    expect(messagesFor({ ...contact, organization: 'Grace Fellowship' })).toEqual([expect.stringContaining('organization')]);
  });

  it('takes the honeypot field as any text', () => {
    expect(contactRequestSchema.parse({ ...contact, website: 'https://spam.example' })).toMatchObject({ website: 'https://spam.example' });
  });
});
