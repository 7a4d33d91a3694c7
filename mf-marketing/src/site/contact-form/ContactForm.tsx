import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  congregationSizes,
  contactBounds,
  contactFormIssues,
  supportCategories,
  type ContactField,
  type ContactFormIssues,
  type ContactFormValues,
  type ContactKind,
} from '@koinonia/contracts';
import { useCopy, useFormat, useSite } from '../site-context';
import { FormField } from './FormField';
import { sendContactMessage } from './send-contact';

type Values = Required<Omit<ContactFormValues, 'kind'>> & { website: string };
const EMPTY: Values = { name: '', email: '', message: '', organization: '', congregationSize: '', category: '', website: '' };
const FIELD_ORDER: readonly ContactField[] = ['category', 'name', 'email', 'organization', 'congregationSize', 'message'];

/**
 * The contact, enterprise and support forms, posted to /api/contact. Checked in the browser with
 * the same rules the service applies; what the visitor typed stays in the form whatever goes wrong, and is
 * cleared only once the message was received.
 */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { language } = useSite();
  const forms = useCopy('forms');
  const format = useFormat();
  const [values, setValues] = useState<Values>(EMPTY);
  const [issues, setIssues] = useState<ContactFormIssues>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [interactive, setInteractive] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  // The pre-rendered form cannot send without this script: its button is enabled once the page is hydrated.
  useEffect(() => setInteractive(true), []);
  useEffect(() => {
    if (sentTo) thanks.current?.focus();
  }, [sentTo]);

  /** Only the fields of this kind of form: the service refuses any other. */
  const formValues = (): ContactFormValues => {
    const { name, email, message, organization, congregationSize, category } = values;
    if (kind === 'enterprise') return { kind, name, email, message, organization, congregationSize };
    if (kind === 'support') return { kind, name, email, message, category };
    return { kind, name, email, message };
  };
  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing, so a corrected field loses its error at once.
    if (attempted) setIssues(contactFormIssues({ kind, ...next }));
  };

  const errorText = (field: ContactField): string | undefined => {
    const code = issues[field];
    if (!code) return undefined;
    const bounds: { min?: number; max?: number } = field in contactBounds ? contactBounds[field as keyof typeof contactBounds] : {};
    return format(forms.errors[code], { min: bounds.min ?? 0, max: bounds.max ?? 0 });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(undefined);
    const found = contactFormIssues(formValues());
    setIssues(found);
    if (Object.keys(found).length > 0) {
      summary.current?.focus();
      return;
    }
    setSending(true);
    const result = await sendContactMessage({ ...formValues(), language, website: values.website });
    setSending(false);
    if (result.outcome === 'sent') {
      setSentTo(values.email.trim());
      setValues(EMPTY);
      setAttempted(false);
      return;
    }
    if (result.outcome === 'invalid') {
      const fromService = Object.fromEntries(result.fields.map((field) => [field, contactFormIssues(formValues())[field]]).filter(([, code]) => code));
      setIssues(fromService);
      setFailure(Object.keys(fromService).length > 0 ? undefined : result.message || forms.errors.server);
    } else if (result.outcome === 'rateLimited') setFailure(format(forms.errors.rateLimited, { minutes: result.minutes }));
    else setFailure(result.outcome === 'network' ? forms.errors.network : forms.errors.server);
    summary.current?.focus();
  };

  if (sentTo) {
    return (
      <div className="k-alert k-alert-success" role="status">
        <h2 ref={thanks} tabIndex={-1}>
          {forms.states.sentTitle}
        </h2>
        <p>{format(forms.states.sentBody, { email: sentTo })}</p>
        <button type="button" className="k-button k-button-secondary" onClick={() => setSentTo(undefined)}>
          {forms.states.sendAnother}
        </button>
      </div>
    );
  }

  const fieldsWithIssues = FIELD_ORDER.filter((field) => issues[field]);
  const input = (field: 'name' | 'email' | 'organization', type: 'text' | 'email', autoComplete: string) => (
    <FormField id={`contact-${field}`} label={forms.fields[field]} error={errorText(field)}>
      {(describedBy) => (
        <input
          id={`contact-${field}`}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          maxLength={contactBounds[field].max + 50}
          aria-invalid={issues[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => update(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className="k-form" noValidate onSubmit={submit} aria-busy={sending}>
      <div ref={summary} tabIndex={-1} aria-live="assertive">
        {(fieldsWithIssues.length > 0 || failure) && (
          <div className="k-alert k-alert-error" role="alert">
            <p>{failure ?? forms.errors.summary}</p>
            {fieldsWithIssues.length > 0 && (
              <ul>
                {fieldsWithIssues.map((field) => (
                  <li key={field}>
                    <a href={`#contact-${field}`}>{errorText(field)}</a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {kind === 'support' && (
        <fieldset className="k-field k-choices" aria-describedby={issues.category ? 'contact-category-error' : undefined}>
          <legend>{forms.fields.category}</legend>
          {supportCategories.map((category, index) => (
            <label key={category} className="k-choice">
              <input
                type="radio"
                name="category"
                id={index === 0 ? 'contact-category' : undefined}
                value={category}
                checked={values.category === category}
                aria-invalid={issues.category ? true : undefined}
                onChange={() => update('category', category)}
              />
              <span>
                <strong>{forms.categories[category]}</strong>
                <span className="k-field-hint">{forms.categoryHints[category]}</span>
              </span>
            </label>
          ))}
          {issues.category && (
            <span id="contact-category-error" className="k-field-error">
              {errorText('category')}
            </span>
          )}
        </fieldset>
      )}
      {input('name', 'text', 'name')}
      {input('email', 'email', 'email')}
      {kind === 'enterprise' && input('organization', 'text', 'organization')}
      {kind === 'enterprise' && (
        <FormField id="contact-congregationSize" label={forms.fields.congregationSize} error={errorText('congregationSize')}>
          {(describedBy) => (
            <select
              id="contact-congregationSize"
              name="congregationSize"
              value={values.congregationSize}
              aria-invalid={issues.congregationSize ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => update('congregationSize', event.target.value)}
            >
              <option value="" />
              {congregationSizes.map((size) => (
                <option key={size} value={size}>
                  {forms.congregationSizes[size]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        id="contact-message"
        label={forms.fields.message}
        error={errorText('message')}
        hint={format(forms.hints.characters, { count: values.message.trim().length, max: contactBounds.message.max })}
      >
        {(describedBy) => (
          <textarea
            id="contact-message"
            name="message"
            value={values.message}
            rows={7}
            aria-invalid={issues.message ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </FormField>
      {/* The honeypot: people never see or reach it; a bot that fills every field gives itself away. */}
      <div className="k-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(event) => update('website', event.target.value)} />
      </div>
      <button type="submit" className="k-button" disabled={!interactive || sending}>
        {sending ? forms.states.sending : forms.states.send}
      </button>
    </form>
  );
}
