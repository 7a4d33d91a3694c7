import { contactIssueCodes } from '@koinonia/contracts';
import { loadSiteCopy, type FormsCopy } from '@koinonia/i18n/site';
import { contactConfirmationEmail, type ConfirmedContact } from './contact-confirmation';

const contact: ConfirmedContact = {
  kind: 'contact',
  name: 'Ruth Miller',
  email: 'ruth@example.org',
  message: 'First line\nSecond line',
  language: 'en',
};

let english: FormsCopy;
beforeAll(async () => {
  english = await loadSiteCopy('en', 'forms');
});

describe('contactConfirmationEmail', () => {
  it('writes to the submitter with the copy: greeting by name, what happens next, the message quoted, the closing', () => {
    const mail = contactConfirmationEmail(contact, english.email);
    expect(mail.to).toBe('ruth@example.org');
    expect(mail.subject).toBe(english.email.subject);
    expect(mail.text).toBe(
      [
        english.email.greeting.replace('{name}', 'Ruth Miller'),
        '',
        english.email.received.contact,
        '',
        english.email.copyHeading,
        '> First line',
        '> Second line',
        '',
        english.email.ignore,
        '',
        english.email.signature,
      ].join('\n'),
    );
    expect(mail.html).toContain(`<blockquote>First line<br>\nSecond line</blockquote>`);
  });

  it('says what happens next for each kind of form', () => {
    for (const kind of ['contact', 'enterprise', 'support'] as const) {
      expect(contactConfirmationEmail({ ...contact, kind }, english.email).text).toContain(english.email.received[kind]);
    }
  });

  it('uses the copy it is given, so each language reads its own', () => {
    const french: FormsCopy['email'] = {
      subject: 'Nous avons bien reçu votre message',
      greeting: 'Bonjour {name},',
      received: { contact: 'Merci de votre message.', enterprise: 'Merci pour votre Église.', support: 'Merci de nous avoir contactés.' },
      copyHeading: 'Votre message',
      ignore: 'Si vous n’avez pas envoyé ce message, ignorez cet e-mail.',
      signature: 'L’équipe Koinonia',
    };
    const mail = contactConfirmationEmail({ ...contact, language: 'fr', kind: 'support' }, french);
    expect(mail.subject).toBe('Nous avons bien reçu votre message');
    expect(mail.text.startsWith('Bonjour Ruth Miller,\n\nMerci de nous avoir contactés.')).toBe(true);
    expect(mail.html).toContain('<div lang="fr" dir="ltr">');
  });

  it('marks a right-to-left language for mail clients', () => {
    expect(contactConfirmationEmail({ ...contact, language: 'ar' }, english.email).html).toContain('<div lang="ar" dir="rtl">');
  });

  it('escapes every value the visitor typed in the HTML, and substitutes the name only once', () => {
    const mail = contactConfirmationEmail({ ...contact, name: '<img src=x onerror=alert(1)> {name}', message: 'a < b && "c" > \'d\'' }, english.email);
    expect(mail.html).not.toMatch(/<img/);
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; {name}');
    expect(mail.html).toContain('a &#60; b &#38;&#38; &#34;c&#34; &#62; &#39;d&#39;');
  });
});

describe('the forms copy', () => {
  it("has words for every problem contactFormIssues can report (the browser's error messages)", () => {
    expect(contactIssueCodes.filter((code) => !english.errors[code])).toEqual([]);
  });
});
