import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  formatBibleReference,
  SOAP_SCRIPTURE_MAX_LENGTH,
  SOAP_TEXT_MAX_LENGTH,
  type SoapEntry,
} from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Button, Card, Field, FieldError, Muted, Stack } from '@koinonia/ui';
import { useReferenceParser } from '../../../shared/book-names';
import { useWriteEntry } from '../offline/use-waiting-entries';
import { PassageText } from './PassageText';

/** SPEC §2 /soap: drafts are autosaved this long after the last keystroke. */
const AUTOSAVE_DELAY_MS = 1000;

type Texts = { scripture: string; observation: string; application: string; prayer: string };
type SaveState = 'idle' | 'saving' | 'saved' | 'waiting' | 'failed';
/** A save's end: whether it was kept (on the server, or on this device when `entry` is null). */
type SaveOutcome = { done: boolean; entry: SoapEntry | null };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const sections = [
  {
    name: 'observation',
    label: ['soap.observation', 'Observation'],
    hint: ['soap.observationHint', 'What does the passage say? What stands out to you?'],
  },
  {
    name: 'application',
    label: ['soap.application', 'Application'],
    hint: ['soap.applicationHint', 'How does it apply to your life today?'],
  },
  { name: 'prayer', label: ['soap.prayer', 'Prayer'], hint: ['soap.prayerHint', 'Write your prayer in response'] },
] as const;

interface EntryEditorProps {
  /** The entry being edited; none for a new one, created as a draft at the first keystroke. */
  entry?: SoapEntry;
  /** A new entry's Scripture, prefilled (from the Bible reader). */
  initialScripture?: string;
  /** After "Save entry": the entry as the server kept it, or null when it waits on this device to be sent. */
  onSaved(entry: SoapEntry | null): void;
}

/**
 * Writing an entry: the Scripture (its text shown once it reads as a reference) and the three sections. Every
 * change is saved on the server about a second after typing stops, so leaving the screen loses nothing; "Save
 * entry" marks it saved. A reference is sent in English, which the service reads whatever the reader's language.
 */
export function EntryEditor({ entry, initialScripture = '', onSaved }: EntryEditorProps) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const parseReference = useReferenceParser();
  const write = useWriteEntry();
  const [texts, setTexts] = useState<Texts>({
    scripture: entry?.scripture ?? initialScripture,
    observation: entry?.observation ?? '',
    application: entry?.application ?? '',
    prayer: entry?.prayer ?? '',
  });
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [scriptureError, setScriptureError] = useState<string | null>(null);
  const entryId = useRef(entry?.id ?? null);
  // Names this entry's writes: a new entry is made once however often it is sent (SPEC §1 offline).
  const key = useRef(crypto.randomUUID());
  const latest = useRef(texts);
  const queue = useRef<Promise<SaveOutcome>>(Promise.resolve({ done: false, entry: null }));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reference = parseReference(texts.scripture);
  const englishReference = reference ? formatBibleReference(reference) : '';
  // The last Scripture that read as a reference: what an autosave keeps while a new one is being typed.
  const readableScripture = useRef(entry?.scripture ?? '');

  /** Saves what is written now, after any save still on its way (the first one creates the draft). */
  const save = (status?: 'saved') => {
    const typed = latest.current.scripture.trim();
    const readable = typed ? parseReference(typed) : null;
    if (readable || !typed) readableScripture.current = readable ? formatBibleReference(readable) : '';
    const body = { ...latest.current, scripture: readableScripture.current, ...(status ? { status } : {}) };
    const run = async (): Promise<SaveOutcome> => {
      setSaveState('saving');
      try {
        const kept = await write({ key: key.current, entryId: entryId.current, body });
        if (kept) entryId.current = kept.id;
        setSaveState(kept ? 'saved' : 'waiting');
        setFailure(null);
        return { done: true, entry: kept };
      } catch (error) {
        setSaveState('failed');
        setFailure(messageOf(error));
        return { done: false, entry: null };
      }
    };
    queue.current = queue.current.then(run, run);
    return queue.current;
  };

  // Whatever is still waiting for its autosave is saved when the editor closes.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void save();
    },
    [],
  );

  const change = (name: keyof Texts, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setTexts(next);
    clearTimeout(timer.current);
    if (!entryId.current && saveState === 'idle') {
      timer.current = undefined;
      void save(); // SPEC §2: the draft exists from the first keystroke
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void save();
    }, AUTOSAVE_DELAY_MS);
  };

  const saveEntry = async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!reference) {
      setScriptureError(t('soap.referenceInvalid', 'Write the passage as a reference, such as John 3:16 or Psalm 23'));
      return;
    }
    setScriptureError(null);
    const outcome = await save('saved');
    if (outcome.done) onSaved(outcome.entry);
  };

  const statusText =
    saveState === 'saving'
      ? t('reader.saving', 'Saving…')
      : saveState === 'saved'
        ? t('soap.saved', 'Saved')
        : saveState === 'waiting'
          ? t('soap.waiting', 'Kept on this device. It is sent when you are back online.')
          : saveState === 'failed'
            ? t('soap.notSaved', 'Not saved: {reason}', { reason: failure ?? '' })
            : '';

  return (
    <Card
      as="form"
      aria-label={t('soap.title', 'S.O.A.P. Journal')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saveEntry();
      }}
    >
      <Stack>
        <Field as="div">
          <label htmlFor="soap-scripture">{t('soap.scripture', 'Scripture')}</label>
          <input
            id="soap-scripture"
            dir="auto"
            value={texts.scripture}
            maxLength={SOAP_SCRIPTURE_MAX_LENGTH}
            placeholder={t('soap.scripturePlaceholder', 'A reference, such as John 3:16')}
            aria-invalid={scriptureError ? true : undefined}
            aria-describedby={scriptureError ? 'soap-scripture-error' : undefined}
            onChange={(event) => change('scripture', event.target.value)}
          />
          {scriptureError ? <FieldError id="soap-scripture-error">{scriptureError}</FieldError> : null}
        </Field>
        <PassageText reference={englishReference} />
        {sections.map(({ name, label, hint }) => (
          <Field as="div" key={name}>
            <label htmlFor={`soap-${name}`}>{t(label[0], label[1])}</label>
            <Muted id={`soap-${name}-hint`}>{t(hint[0], hint[1])}</Muted>
            <textarea
              id={`soap-${name}`}
              rows={5}
              dir="auto"
              value={texts[name]}
              maxLength={SOAP_TEXT_MAX_LENGTH}
              aria-describedby={`soap-${name}-hint`}
              onChange={(event) => change(name, event.target.value)}
            />
          </Field>
        ))}
        <Actions>
          <Button type="submit" disabled={saveState === 'saving'}>
            {t('soap.saveEntry', 'Save entry')}
          </Button>
          <Muted role="status" aria-live="polite">
            {statusText}
          </Muted>
        </Actions>
      </Stack>
    </Card>
  );
}
