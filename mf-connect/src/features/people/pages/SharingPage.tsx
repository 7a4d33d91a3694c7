import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  directoryVisibilities,
  PERSON_ABOUT_MAX_LENGTH,
  PERSON_EMAIL_MAX_LENGTH,
  PERSON_PHONE_MAX_LENGTH,
  type DirectorySharing,
  type DirectoryVisibility,
} from '@koinonia/contracts';
import { paths, QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { CharacterCount, ChoiceList } from '@koinonia/ui/form-parts';
import { useMySharing, useSaveSharing } from '../api';

interface Form {
  visibility: DirectoryVisibility;
  about: string;
  phone: string;
  email: string;
}

const toForm = (sharing: DirectorySharing): Form => ({
  visibility: sharing.visibility,
  about: sharing.about ?? '',
  phone: sharing.phone ?? '',
  email: sharing.email ?? '',
});
/** An empty field shares nothing of it. */
const toSharing = (form: Form): DirectorySharing => ({
  visibility: form.visibility,
  about: form.about.trim() || null,
  phone: form.phone.trim() || null,
  email: form.email.trim() || null,
});

function SharingForm({ initial }: { initial: DirectorySharing }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const toast = useToast();
  const save = useSaveSharing();
  const [form, setForm] = useState(() => toForm(initial));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { about: useId(), aboutCounter: useId(), phone: useId(), email: useId() };
  const visibilityLabels: Record<DirectoryVisibility, { label: string; hint: string }> = {
    church: {
      label: t('people.visibility.church', 'Everyone in your church'),
      hint: t('people.visibility.churchHint', 'Anyone of your church can find you in People.'),
    },
    communities: {
      label: t('people.visibility.communities', 'People in your communities'),
      hint: t('people.visibility.communitiesHint', 'Only people who share a group or ministry with you can find you.'),
    },
    hidden: {
      label: t('people.visibility.hidden', 'Nobody'),
      hint: t('people.visibility.hiddenHint', 'You are not listed. People still see your name where you take part.'),
    },
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setFieldErrors({});
    save.mutate(toSharing(form), {
      onSuccess: (saved) => {
        setForm(toForm(saved));
        toast({ title: t('people.saved', 'Saved. People see what you share now.') });
      },
      onError: (error) => {
        const byField = fieldErrorsOf(error);
        setFieldErrors(byField);
        if (Object.keys(byField).length === 0) setFailure(messageOf(error));
      },
    });
  }

  const fieldProps = (name: 'phone' | 'email', id: string) => ({
    id,
    value: form[name],
    dir: 'ltr' as const,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {failure ? <Alert>{failure}</Alert> : null}
        <ChoiceList>
          <legend>{t('people.visibility.legend', 'Who can find you')}</legend>
          {directoryVisibilities.map((visibility) => (
            <label key={visibility}>
              <input
                type="radio"
                name="visibility"
                value={visibility}
                checked={form.visibility === visibility}
                onChange={() => setForm({ ...form, visibility })}
              />
              <span>
                {visibilityLabels[visibility].label}
                <Muted as="span" style={{ display: 'block' }}>
                  {visibilityLabels[visibility].hint}
                </Muted>
              </span>
            </label>
          ))}
        </ChoiceList>
        <Field as="div">
          <label htmlFor={ids.about}>{t('people.about', 'About you (optional)')}</label>
          <textarea
            id={ids.about}
            rows={3}
            dir="auto"
            value={form.about}
            maxLength={PERSON_ABOUT_MAX_LENGTH}
            aria-invalid={fieldErrors.about ? true : undefined}
            aria-describedby={fieldErrors.about ? `${ids.aboutCounter} ${ids.about}-error` : ids.aboutCounter}
            onChange={(event) => setForm({ ...form, about: event.target.value })}
          />
          <CharacterCount as="span" id={ids.aboutCounter}>
            {t('people.charactersLeft', '{count} characters left', { count: PERSON_ABOUT_MAX_LENGTH - form.about.length })}
          </CharacterCount>
          {fieldErrors.about ? <FieldError id={`${ids.about}-error`}>{fieldErrors.about}</FieldError> : null}
        </Field>
        <Field as="div">
          <label htmlFor={ids.phone}>{t('people.phoneOptional', 'Phone to share (optional)')}</label>
          <input type="tel" autoComplete="tel" maxLength={PERSON_PHONE_MAX_LENGTH} {...fieldProps('phone', ids.phone)} />
          {fieldErrors.phone ? <FieldError id={`${ids.phone}-error`}>{fieldErrors.phone}</FieldError> : null}
        </Field>
        <Field as="div">
          <label htmlFor={ids.email}>{t('people.emailOptional', 'Email to share (optional)')}</label>
          <input type="email" autoComplete="email" maxLength={PERSON_EMAIL_MAX_LENGTH} {...fieldProps('email', ids.email)} />
          {fieldErrors.email ? <FieldError id={`${ids.email}-error`}>{fieldErrors.email}</FieldError> : null}
        </Field>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('people.saving', 'Saving…') : t('people.save', 'Save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /people/sharing: who may find the member in the directory, and what they share there. */
export function SharingPage() {
  const { t } = useLanguage();
  const sharing = useMySharing();
  return (
    <Stack>
      <Link to={paths.people()}>{t('people.back', 'All people')}</Link>
      <PageTitle>{t('people.sharingTitle', 'What you share')}</PageTitle>
      <Muted>{t('people.sharingIntro', 'Your name and role show to the people who can find you, with whatever you add here.')}</Muted>
      <Card>
        {sharing.isPending ? (
          <LoadingState />
        ) : sharing.isError ? (
          <QueryErrorState error={sharing.error} onRetry={() => void sharing.refetch()} />
        ) : (
          <SharingForm initial={sharing.data} />
        )}
      </Card>
    </Stack>
  );
}
