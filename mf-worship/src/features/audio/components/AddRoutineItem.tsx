import { useId, useState, type FormEvent } from 'react';
import {
  AUDIO_ROUTINE_PAUSE_MAX_SECONDS,
  AUDIO_ROUTINE_PAUSE_MIN_SECONDS,
  AUDIO_ROUTINE_PRAYER_MAX_LENGTH,
  formatBibleReference,
  type AudioRoutineItem,
  type AudioRoutineItemKind,
} from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field, FieldError, Stack } from '@koinonia/ui';
import { useReferenceParser } from '../../../shared/book-names';
import { Choices, SectionHeading, Select } from './parts';

/** A passage (a reference in the reader's language or English), a prayer, or a pause, added at the routine's end. */
export function AddRoutineItem({ disabled, onAdd }: { disabled: boolean; onAdd(item: AudioRoutineItem): void }) {
  const { t } = useLanguage();
  const parse = useReferenceParser();
  const [kind, setKind] = useState<AudioRoutineItemKind>('passage');
  const [reference, setReference] = useState('');
  const [text, setText] = useState('');
  const [seconds, setSeconds] = useState('30');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { heading: useId(), kind: useId(), problem: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let item: AudioRoutineItem;
    if (kind === 'passage') {
      const parsed = parse(reference);
      if (!parsed) return setProblem(t('audio.referenceUnreadable', 'We could not read “{reference}”. Try a book and chapter, such as Psalm 23.', { reference: reference.trim() }));
      // Kept in English, which the service and every language read back.
      item = { kind: 'passage', reference: formatBibleReference(parsed) };
      setReference('');
    } else if (kind === 'prayer') {
      if (!text.trim()) return setProblem(t('audio.prayerRequired', 'Write the prayer'));
      item = { kind: 'prayer', text: text.trim() };
      setText('');
    } else {
      const value = Number(seconds);
      if (!Number.isInteger(value) || value < AUDIO_ROUTINE_PAUSE_MIN_SECONDS || value > AUDIO_ROUTINE_PAUSE_MAX_SECONDS)
        return setProblem(t('audio.pauseRange', 'A pause lasts from {minimum} to {maximum} seconds', { minimum: AUDIO_ROUTINE_PAUSE_MIN_SECONDS, maximum: AUDIO_ROUTINE_PAUSE_MAX_SECONDS }));
      item = { kind: 'pause', seconds: value };
    }
    setProblem(null);
    onAdd(item);
  };

  const described = problem ? ids.problem : undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={ids.heading}>
      <Stack $gap={3}>
        <SectionHeading id={ids.heading}>{t('audio.addItem', 'Add an item')}</SectionHeading>
        <Choices>
          <label htmlFor={ids.kind}>
            {t('audio.itemKind', 'Kind')}
            <Select id={ids.kind} value={kind} onChange={(event) => { setKind(event.target.value as AudioRoutineItemKind); setProblem(null); }}>
              <option value="passage">{t('audio.kind.passage', 'Bible passage')}</option>
              <option value="prayer">{t('audio.kind.prayer', 'Prayer')}</option>
              <option value="pause">{t('audio.kind.pause', 'Pause')}</option>
            </Select>
          </label>
        </Choices>
        {kind === 'passage' && (
          <Field>
            {t('audio.reference', 'Reference (e.g. Psalm 23)')}
            <input value={reference} aria-describedby={described} aria-invalid={Boolean(problem)} onChange={(event) => setReference(event.target.value)} />
          </Field>
        )}
        {kind === 'prayer' && (
          <Field>
            {t('audio.prayerText', 'Your prayer')}
            <textarea rows={4} maxLength={AUDIO_ROUTINE_PRAYER_MAX_LENGTH} value={text} aria-describedby={described} aria-invalid={Boolean(problem)} onChange={(event) => setText(event.target.value)} />
          </Field>
        )}
        {kind === 'pause' && (
          <Field>
            {t('audio.pauseSeconds', 'Seconds of silence')}
            <input
              type="number"
              inputMode="numeric"
              min={AUDIO_ROUTINE_PAUSE_MIN_SECONDS}
              max={AUDIO_ROUTINE_PAUSE_MAX_SECONDS}
              value={seconds}
              aria-describedby={described}
              aria-invalid={Boolean(problem)}
              onChange={(event) => setSeconds(event.target.value)}
            />
          </Field>
        )}
        {problem && <FieldError id={ids.problem}>{problem}</FieldError>}
        <div>
          <Button type="submit" disabled={disabled}>
            {t('audio.add', 'Add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
