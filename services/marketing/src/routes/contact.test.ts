import { contactBounds, contactConfirmationLimit, contactRateLimit, contactResponseSchema } from '@koinonia/contracts';
import { loadSiteCopy } from '@koinonia/i18n/site';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { marketingService } from '../app';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(marketingService, { seed: false });
});
afterAll(() => service.close());

// Each request comes from its own documentation address unless a test is about one network's limit.
let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `198.51.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};
let emailCount = 0;
const nextEmail = () => `visitor${(emailCount += 1)}@example.org`;

const send = (body: unknown, address = nextAddress(), target = service) =>
  target.request('POST', '/api/contact', { body, headers: { 'x-forwarded-for': address } });

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  kind: 'contact',
  name: 'Ruth Miller',
  email: nextEmail(),
  message: 'Could we talk about small groups at our church?',
  language: 'en',
  ...overrides,
});
const enterpriseForm = (overrides: Record<string, unknown> = {}) =>
  contactForm({ kind: 'enterprise', organization: 'Grace Fellowship', congregationSize: 'from500to1999', ...overrides });
const supportForm = (overrides: Record<string, unknown> = {}) => contactForm({ kind: 'support', category: 'partnerships', ...overrides });

const storedFor = (email: string) => service.db('marketing.contact_messages').where({ email });
const outboxFor = (email: string, target = service) => target.db('marketing.mail_outbox').where({ recipient: email });

/** The confirmation is sent after the answer, so it is waited for. */
async function waitForMail(email: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [mail] = await outboxFor(email);
    if (mail) return mail as { recipient: string; subject: string; text_body: string; html_body: string };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${email}`);
}

describe('POST /api/contact: the three forms', () => {
  it('stores a contact message and answers 201 { received: true }', async () => {
    const form = contactForm();
    const response = await send(form);
    expect(response.status).toBe(201);
    expect(contactResponseSchema.parse(response.body)).toEqual({ received: true });
    expect(await storedFor(form.email)).toEqual([
      expect.objectContaining({
        kind: 'contact',
        name: 'Ruth Miller',
        message: form.message,
        organization: null,
        congregation_size: null,
        category: null,
        language: 'en',
        created_at: expect.any(Date),
      }),
    ]);
  });

  it('stores an enterprise enquiry with its organization and congregation size', async () => {
    const form = enterpriseForm();
    expect((await send(form)).status).toBe(201);
    expect(await storedFor(form.email)).toEqual([
      expect.objectContaining({ kind: 'enterprise', organization: 'Grace Fellowship', congregation_size: 'from500to1999', category: null }),
    ]);
  });

  it('stores a support request with its category', async () => {
    const form = supportForm({ category: 'general' });
    expect((await send(form)).status).toBe(201);
    expect(await storedFor(form.email)).toEqual([expect.objectContaining({ kind: 'support', category: 'general', organization: null })]);
  });

  it('stores what the schema cleaned: trimmed fields, a one-line name, English when no language is given', async () => {
    const email = nextEmail();
    const form = contactForm({ name: '  Ruth\n Miller ', email: `  ${email} `, message: '  Hello\r\nthere, friends  ' });
    delete (form as { language?: string }).language;
    expect((await send(form)).status).toBe(201);
    expect(await storedFor(email)).toEqual([expect.objectContaining({ name: 'Ruth Miller', message: 'Hello\nthere, friends', language: 'en' })]);
  });

  it('keeps no IP address with a message', async () => {
    const columns = await service.db('information_schema.columns').where({ table_schema: 'marketing', table_name: 'contact_messages' }).pluck('column_name');
    expect(columns.sort()).toEqual(['category', 'congregation_size', 'created_at', 'email', 'id', 'kind', 'language', 'message', 'name', 'organization']);
  });
});

describe('POST /api/contact: bounds', () => {
  const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;

  it.each([
    ['a one-character name', { name: 'R' }],
    ['a 100-character name', { name: 'n'.repeat(contactBounds.name.max) }],
    ['a 254-character email', { email: emailOfLength(contactBounds.email.max) }],
    ['a 10-character message', { message: 'm'.repeat(contactBounds.message.min) }],
    ['a 5,000-character message', { message: 'm'.repeat(contactBounds.message.max) }],
    ['a 10-character message with spaces around it', { message: `   ${'m'.repeat(contactBounds.message.min)}   ` }],
  ])('accepts %s', async (_label, overrides) => {
    expect((await send(contactForm(overrides))).status).toBe(201);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a name of spaces', { name: '   ' }, 'name', 'Name is required'],
    ['a 101-character name', { name: 'n'.repeat(contactBounds.name.max + 1) }, 'name', 'Name must be at most 100 characters'],
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['a 255-character email', { email: emailOfLength(contactBounds.email.max + 1) }, 'email', 'Email must be at most 254 characters'],
    ['an address that is not one', { email: 'ruth at example.org' }, 'email', 'Enter a valid email address'],
    ['two addresses', { email: 'ruth@example.org, eve@example.org' }, 'email', 'Enter a valid email address'],
    ['a 9-character message', { message: 'm'.repeat(contactBounds.message.min - 1) }, 'message', 'Message must be at least 10 characters'],
    ['a 9-character message padded with spaces', { message: `    ${'m'.repeat(contactBounds.message.min - 1)}    ` }, 'message', 'Message must be at least 10 characters'],
    ['a 5,001-character message', { message: 'm'.repeat(contactBounds.message.max + 1) }, 'message', 'Message must be at most 5,000 characters'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, path, message) => {
    const form = contactForm(overrides);
    const response = await send(form);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'validation_failed', issues: [expect.objectContaining({ path, message })] });
    expect(await storedFor(form.email)).toEqual([]);
  });

  it('takes an organization of 1 to 150 characters and a congregation size on the enterprise form', async () => {
    expect((await send(enterpriseForm({ organization: 'G' }))).status).toBe(201);
    expect((await send(enterpriseForm({ organization: 'o'.repeat(contactBounds.organization.max) }))).status).toBe(201);
    const tooLong = await send(enterpriseForm({ organization: 'o'.repeat(contactBounds.organization.max + 1) }));
    expect(tooLong.body.issues).toEqual([
      { path: 'organization', message: 'Organization must be at most 150 characters', code: 'too_long', maximum: 150 },
    ]);
    const missing = await send(enterpriseForm({ organization: ' ', congregationSize: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['organization', 'congregationSize']);
  });

  it('takes only the three support categories', async () => {
    for (const category of ['support', 'partnerships', 'general']) expect((await send(supportForm({ category }))).status).toBe(201);
    const refused = await send(supportForm({ category: 'billing' }));
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'category', message: 'Category must be one of support, partnerships, general', code: 'invalid_option' },
    ]);
  });

  it('refuses a language outside SPEC §9 with 400', async () => {
    const response = await send(contactForm({ language: 'xx' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Unsupported language: xx', code: 'validation_failed', issues: [{ path: 'language', message: 'Unsupported language: xx', code: 'unsupported_language' }] });
  });

  it('answers malformed JSON, an unknown kind and a stray field with 400 JSON', async () => {
    const malformed = await service.request('POST', '/api/contact', { body: '{"kind": "contact", ', headers: { 'x-forwarded-for': nextAddress() } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });
    const unknownKind = await send(contactForm({ kind: 'sales' }));
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body).toMatchObject({ message: 'kind must be contact, enterprise or support', code: 'validation_failed' });
    const stray = await send(contactForm({ organization: 'Grace Fellowship' }));
    expect(stray.status).toBe(400);
    expect(stray.body.message).toEqual(expect.any(String));
  });
});

describe('POST /api/contact: spam', () => {
  it('answers a filled-in honeypot exactly like a success, but stores and sends nothing', async () => {
    const robot = contactForm({ website: 'https://cheap-pills.example' });
    const response = await send(robot);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ received: true });
    // A genuine message sent afterwards gets its mail; by then the robot's would have been sent too.
    const person = contactForm();
    await send(person);
    await waitForMail(person.email);
    expect(await storedFor(robot.email)).toEqual([]);
    expect(await outboxFor(robot.email)).toEqual([]);
  });

  it(`refuses the ${contactRateLimit.messages + 1}th message from one network in ${contactRateLimit.windowMinutes} minutes with 429 and Retry-After`, async () => {
    const network = nextAddress();
    for (let count = 1; count <= contactRateLimit.messages; count += 1) expect((await send(contactForm(), network)).status).toBe(201);
    const refused = contactForm();
    const response = await send(refused, network);
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ message: 'Too many messages from this network. Please try again in 10 minutes.', code: 'rate_limited' });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(contactRateLimit.windowMinutes * 60);
    expect(await storedFor(refused.email)).toEqual([]);
    // Another network still gets through.
    expect((await send(contactForm(), nextAddress())).status).toBe(201);
  });

  it('counts honeypot hits toward the limit', async () => {
    const network = nextAddress();
    for (let count = 1; count <= contactRateLimit.messages; count += 1) {
      expect((await send(contactForm({ website: 'x' }), network)).status).toBe(201);
    }
    expect((await send(contactForm(), network)).status).toBe(429);
  });

  it('does not count a refused form: a visitor fixing mistakes is not locked out', async () => {
    const network = nextAddress();
    for (let count = 1; count <= contactRateLimit.messages + 2; count += 1) expect((await send(contactForm({ name: '' }), network)).status).toBe(400);
    expect((await send(contactForm(), network)).status).toBe(201);
  });
});

describe('POST /api/contact: the confirmation email', () => {
  it('goes to one address at most a few times a day, however many networks write to it, while every message is stored', async () => {
    const email = nextEmail();
    const extra = 2;
    for (let count = 0; count < contactConfirmationLimit.perAddress + extra; count += 1) expect((await send(contactForm({ email }))).status).toBe(201);
    await waitForMail(email);
    // The confirmations are sent after the answers: give the last ones time to arrive if they were going to.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedFor(email)).toHaveLength(contactConfirmationLimit.perAddress + extra);
    expect(await outboxFor(email)).toHaveLength(contactConfirmationLimit.perAddress);
  });

  it("goes to the submitter in their language's copy, greeting them and quoting their message", async () => {
    const form = supportForm({ name: 'Marie Dupont', language: 'fr', message: 'Bonjour,\nnous aimerions une démonstration.' });
    expect((await send(form)).status).toBe(201);
    const mail = await waitForMail(form.email);
    const copy = (await loadSiteCopy('fr', 'forms')).email;
    expect(mail.recipient).toBe(form.email);
    expect(mail.subject).toBe(copy.subject);
    expect(mail.text_body).toContain(copy.greeting.replace('{name}', 'Marie Dupont'));
    expect(mail.text_body).toContain(copy.received.support);
    expect(mail.text_body).toContain(`${copy.copyHeading}\n> Bonjour,\n> nous aimerions une démonstration.`);
    expect(mail.html_body).toContain('lang="fr"');
    expect((await storedFor(form.email))[0]).toMatchObject({ language: 'fr' });
  });

  it('escapes everything the visitor typed in the HTML body', async () => {
    const form = enterpriseForm({ name: 'Eve <b>"&\'</b>', message: '<script>alert("hi")</script> & more text' });
    expect((await send(form)).status).toBe(201);
    const mail = await waitForMail(form.email);
    expect(mail.html_body).not.toContain('<script>');
    expect(mail.html_body).not.toContain('<b>');
    expect(mail.html_body).toContain('Eve &#60;b&#62;&#34;&#38;&#39;&#60;/b&#62;');
    expect(mail.html_body).toContain('&#60;script&#62;alert(&#34;hi&#34;)&#60;/script&#62; &#38; more text');
    // The plain-text body is plain text: it keeps what was typed.
    expect(mail.text_body).toContain('<script>alert("hi")</script> & more text');
  });
});

describe('POST /api/contact: when something fails', () => {
  let failing: TestService;

  beforeAll(async () => {
    // Port 9 is closed: every confirmation this instance tries to send fails.
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      failing = await startTestService(marketingService, { seed: false });
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
    }
  });
  afterAll(() => failing.close());

  it('stores the message and answers 201 when the confirmation cannot be sent', async () => {
    const form = contactForm();
    const response = await send(form, nextAddress(), failing);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ received: true });
    expect(await failing.db('marketing.contact_messages').where({ email: form.email })).toHaveLength(1);
  });

  it('answers 503 JSON, not 500, when the message cannot be stored', async () => {
    await failing.db.schema.withSchema('marketing').renameTable('contact_messages', 'contact_messages_away');
    try {
      const response = await send(contactForm(), nextAddress(), failing);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: 'We could not save your message; please try again', code: 'unavailable' });
    } finally {
      await failing.db.schema.withSchema('marketing').renameTable('contact_messages_away', 'contact_messages');
    }
  });
});
