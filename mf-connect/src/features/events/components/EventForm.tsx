import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_ADDRESS_MAX_LENGTH,
  EVENT_LOCATION_NAME_MAX_LENGTH,
  EVENT_LOCATIONS_MAX,
  EVENT_ONLINE_URL_MAX_LENGTH,
  EVENT_QUESTION_MAX_LENGTH,
  EVENT_QUESTIONS_MAX,
  EVENT_TITLE_MAX_LENGTH,
  type ChurchEvent,
  type EventQuestionKind,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, Stack, TextField } from '@koinonia/ui';
import { useCampuses, useCreateEvent, useManagedCommunities, useUpdateEvent } from '../api';
import { browserTimeZone, instantOf, localInputValue, timeZones } from '../time';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.space(1)};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

type Frequency = 'none' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'custom';

interface PlaceDraft {
  name: string;
  address: string;
  campusId: string;
}
interface QuestionDraft {
  id?: string;
  label: string;
  kind: EventQuestionKind;
  choices: string;
  required: boolean;
}
interface Draft {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  places: PlaceDraft[];
  onlineUrl: string;
  capacity: string;
  communityId: string;
  frequency: Frequency;
  count: string;
  customRule: string;
  questions: QuestionDraft[];
}

function ruleParts(rule: string | null): Pick<Draft, 'frequency' | 'count' | 'customRule'> {
  if (!rule) return { frequency: 'none', count: '', customRule: '' };
  const simple = /^(?:RRULE:)?FREQ=(DAILY|WEEKLY|MONTHLY)(?:;COUNT=(\d+))?$/.exec(rule);
  return simple
    ? { frequency: simple[1] as Frequency, count: simple[2] ?? '', customRule: '' }
    : { frequency: 'custom', count: '', customRule: rule };
}

function draftOf(event?: ChurchEvent): Draft {
  if (!event) {
    const timeZone = browserTimeZone();
    const start = new Date(Date.now() + 7 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    return {
      title: '',
      description: '',
      startsAt: localInputValue(start.toISOString(), timeZone),
      endsAt: localInputValue(new Date(start.getTime() + 3_600_000).toISOString(), timeZone),
      timeZone,
      places: [{ name: '', address: '', campusId: '' }],
      onlineUrl: '',
      capacity: '',
      communityId: '',
      frequency: 'none',
      count: '',
      customRule: '',
      questions: [],
    };
  }
  // A repeating event is edited from its first occurrence's times, which the occurrence shown may not be.
  return {
    title: event.title,
    description: event.description,
    startsAt: localInputValue(event.seriesStartsAt, event.timeZone),
    endsAt: localInputValue(event.seriesEndsAt, event.timeZone),
    timeZone: event.timeZone,
    places: event.locations.map((place) => ({
      name: place.name,
      address: place.address,
      campusId: place.campusId ?? '',
    })),
    onlineUrl: event.onlineUrl ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    communityId: event.community?.id ?? '',
    ...ruleParts(event.recurrence),
    questions: event.questions.map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      choices: question.choices.join(', '),
      required: question.required,
    })),
  };
}

/**
 * Planning an event, or its organiser changing one: what, when (in a time zone), where (places, an online
 * link), how many, who it is for (the church or a community), how it repeats, and what to ask who comes.
 */
export function EventForm({ event, onDone }: { event?: ChurchEvent; onDone(saved: ChurchEvent): void }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const communities = useManagedCommunities();
  const campuses = useCampuses();
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const saving = create.isPending || update.isPending;
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });

  function body() {
    const recurrence =
      draft.frequency === 'none'
        ? null
        : draft.frequency === 'custom'
          ? draft.customRule.trim() || null
          : `FREQ=${draft.frequency}${draft.count.trim() ? `;COUNT=${draft.count.trim()}` : ''}`;
    return {
      title: draft.title,
      description: draft.description,
      startsAt: instantOf(draft.startsAt, draft.timeZone) ?? '',
      endsAt: instantOf(draft.endsAt, draft.timeZone) ?? '',
      timeZone: draft.timeZone,
      locations: draft.places
        .filter((place) => place.name.trim() || place.address.trim())
        .map((place) => ({ name: place.name, address: place.address, campusId: place.campusId || null })),
      onlineUrl: draft.onlineUrl.trim() || null,
      capacity: draft.capacity.trim() ? Number(draft.capacity) : null,
      communityId: draft.communityId || null,
      recurrence,
      questions: draft.questions.map((question) => ({
        ...(question.id ? { id: question.id } : {}),
        label: question.label,
        kind: question.kind,
        choices:
          question.kind === 'choice'
            ? question.choices
                .split(',')
                .map((choice) => choice.trim())
                .filter(Boolean)
            : [],
        required: question.required,
      })),
    };
  }

  function check(sent: ReturnType<typeof body>): Record<string, string> {
    const found: Record<string, string> = {};
    if (!sent.title.trim()) found.title = t('events.form.titleRequired', 'Give the event a title');
    if (!sent.startsAt) found.startsAt = t('events.form.startsRequired', 'Choose when the event starts');
    if (!sent.endsAt) found.endsAt = t('events.form.endsRequired', 'Choose when the event ends');
    else if (sent.startsAt && Date.parse(sent.endsAt) <= Date.parse(sent.startsAt))
      found.endsAt = t('events.form.endsAfter', 'The event must end after it starts');
    if (sent.locations.some((place) => !place.name.trim()))
      found.locations = t('events.form.placeNameRequired', 'Name each place');
    else if (sent.locations.length === 0 && !sent.onlineUrl)
      found.locations = t('events.form.placeOrLink', 'Give a place or an online link');
    if (sent.onlineUrl && !/^https:\/\/[^\s]+$/i.test(sent.onlineUrl))
      found.onlineUrl = t('events.form.https', 'The online link must start with https://');
    if (
      sent.capacity !== null &&
      (!Number.isInteger(sent.capacity) || sent.capacity < 1 || sent.capacity > EVENT_CAPACITY_MAX)
    )
      found.capacity = t('events.form.capacityInvalid', 'Capacity is a whole number from 1 to {max}', {
        max: EVENT_CAPACITY_MAX,
      });
    if (
      draft.frequency !== 'none' &&
      draft.frequency !== 'custom' &&
      draft.count.trim() &&
      !/^\d{1,3}$/.test(draft.count.trim())
    )
      found.recurrence = t('events.form.count', 'Repeat a number of times from 1 to 999');
    sent.questions.forEach((question, index) => {
      if (!question.label.trim())
        found[`questions.${index}.label`] = t('events.form.questionLabel', 'Write the question');
      else if (question.kind === 'choice' && question.choices.length < 2)
        found[`questions.${index}.choices`] = t(
          'events.form.choices',
          'Give at least two choices, separated by commas',
        );
    });
    return found;
  }

  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const sent = body();
    const found = check(sent);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: (saved: ChurchEvent) => {
        toast({
          title: event
            ? t('events.form.updated', 'The event is updated')
            : t('events.form.created', 'The event is planned'),
        });
        onDone(saved);
      },
      onError: (error: Error) => {
        const byField = fieldErrorsOf(error);
        setErrors(byField);
        if (Object.keys(byField).length === 0) setFailure(messageOf(error));
      },
    };
    if (event) update.mutate({ params: { eventId: event.id }, body: sent }, handlers);
    else create.mutate({ body: sent }, handlers);
  }

  const errorOf = (key: string) => errors[key];
  const described = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorText = (key: string) =>
    errors[key] ? <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError> : null;

  return (
    <Card as="section" aria-labelledby={`${id}-heading`}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <h2 id={`${id}-heading`} style={{ margin: 0, fontSize: '1.125rem' }}>
            {event ? t('events.form.editTitle', 'Edit the event') : t('events.form.createTitle', 'Plan an event')}
          </h2>
          {failure ? <Alert>{failure}</Alert> : null}
          <TextField
            label={t('events.form.title', 'Title')}
            value={draft.title}
            maxLength={EVENT_TITLE_MAX_LENGTH}
            dir="auto"
            error={errorOf('title')}
            onChange={(change) => set({ title: change.target.value })}
          />
          <Field as="div">
            <label htmlFor={`${id}-description`}>{t('events.form.description', 'Description')}</label>
            <textarea
              id={`${id}-description`}
              rows={4}
              dir="auto"
              maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
              value={draft.description}
              {...described('description')}
              onChange={(change) => set({ description: change.target.value })}
            />
            {errorText('description')}
          </Field>
          <Pair>
            <TextField
              type="datetime-local"
              label={t('events.form.starts', 'Starts')}
              value={draft.startsAt}
              error={errorOf('startsAt')}
              onChange={(change) => set({ startsAt: change.target.value })}
            />
            <TextField
              type="datetime-local"
              label={t('events.form.ends', 'Ends')}
              value={draft.endsAt}
              error={errorOf('endsAt')}
              onChange={(change) => set({ endsAt: change.target.value })}
            />
            <Field as="div">
              <label htmlFor={`${id}-zone`}>{t('events.form.timeZone', 'Time zone')}</label>
              <select
                id={`${id}-zone`}
                value={draft.timeZone}
                onChange={(change) => set({ timeZone: change.target.value })}
              >
                {timeZones(draft.timeZone, browserTimeZone()).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </Field>
          </Pair>
          <Group aria-describedby={errors.locations ? `${id}-locations-error` : undefined}>
            <legend>{t('events.form.places', 'Places')}</legend>
            {draft.places.map((place, index) => (
              <Pair key={index}>
                <TextField
                  label={t('events.form.placeName', 'Place {number}', { number: index + 1 })}
                  value={place.name}
                  dir="auto"
                  maxLength={EVENT_LOCATION_NAME_MAX_LENGTH}
                  onChange={(change) =>
                    set({
                      places: draft.places.map((each, at) =>
                        at === index ? { ...each, name: change.target.value } : each,
                      ),
                    })
                  }
                />
                <TextField
                  label={t('events.form.address', 'Address')}
                  value={place.address}
                  dir="auto"
                  maxLength={EVENT_LOCATION_ADDRESS_MAX_LENGTH}
                  onChange={(change) =>
                    set({
                      places: draft.places.map((each, at) =>
                        at === index ? { ...each, address: change.target.value } : each,
                      ),
                    })
                  }
                />
                {campuses.items.length > 0 ? (
                  <Field as="div">
                    <label htmlFor={`${id}-campus-${index}`}>{t('events.form.campus', 'Campus')}</label>
                    <select
                      id={`${id}-campus-${index}`}
                      value={place.campusId}
                      onChange={(change) =>
                        set({
                          places: draft.places.map((each, at) =>
                            at === index ? { ...each, campusId: change.target.value } : each,
                          ),
                        })
                      }
                    >
                      <option value="">{t('events.form.noCampus', 'No campus')}</option>
                      {campuses.items.map((campus) => (
                        <option key={campus.id} value={campus.id}>
                          {campus.name}
                        </option>
                      ))}
                    </select>
                  </Field>
                ) : null}
                <div style={{ alignSelf: 'end' }}>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => set({ places: draft.places.filter((_, at) => at !== index) })}
                  >
                    {t('events.form.removePlace', 'Remove place {number}', { number: index + 1 })}
                  </Button>
                </div>
              </Pair>
            ))}
            {draft.places.length < EVENT_LOCATIONS_MAX ? (
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => set({ places: [...draft.places, { name: '', address: '', campusId: '' }] })}
                >
                  {t('events.form.addPlace', 'Add a place')}
                </Button>
              </div>
            ) : null}
            {errorText('locations')}
          </Group>
          <Pair>
            <TextField
              type="url"
              label={t('events.form.onlineUrl', 'Online link (https://…)')}
              value={draft.onlineUrl}
              maxLength={EVENT_ONLINE_URL_MAX_LENGTH}
              dir="ltr"
              error={errorOf('onlineUrl')}
              onChange={(change) => set({ onlineUrl: change.target.value })}
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={EVENT_CAPACITY_MAX}
              label={t('events.form.capacity', 'Capacity (leave empty for no limit)')}
              value={draft.capacity}
              error={errorOf('capacity')}
              onChange={(change) => set({ capacity: change.target.value })}
            />
            <Field as="div">
              <label htmlFor={`${id}-community`}>{t('events.form.community', 'For')}</label>
              <select
                id={`${id}-community`}
                value={draft.communityId}
                {...described('communityId')}
                onChange={(change) => set({ communityId: change.target.value })}
              >
                <option value="">{t('events.form.wholeChurch', 'The whole church')}</option>
                {communities.items.map((community) => (
                  <option key={community.id} value={community.id}>
                    {community.name}
                  </option>
                ))}
              </select>
              {errorText('communityId')}
            </Field>
          </Pair>
          <Pair>
            <Field as="div">
              <label htmlFor={`${id}-repeat`}>{t('events.form.repeat', 'Repeats')}</label>
              <select
                id={`${id}-repeat`}
                value={draft.frequency}
                onChange={(change) => set({ frequency: change.target.value as Frequency })}
              >
                <option value="none">{t('events.form.repeatNone', 'Does not repeat')}</option>
                <option value="DAILY">{t('events.form.repeatDaily', 'Every day')}</option>
                <option value="WEEKLY">{t('events.form.repeatWeekly', 'Every week')}</option>
                <option value="MONTHLY">{t('events.form.repeatMonthly', 'Every month')}</option>
                <option value="custom">{t('events.form.repeatCustom', 'Custom rule (RFC 5545 RRULE)')}</option>
              </select>
            </Field>
            {draft.frequency === 'custom' ? (
              <TextField
                label={t('events.form.rule', 'Repeat rule, e.g. FREQ=WEEKLY;BYDAY=SU')}
                value={draft.customRule}
                dir="ltr"
                error={errorOf('recurrence')}
                onChange={(change) => set({ customRule: change.target.value.toUpperCase() })}
              />
            ) : draft.frequency !== 'none' ? (
              <TextField
                type="number"
                min={1}
                max={999}
                label={t('events.form.times', 'How many times (empty: no end)')}
                value={draft.count}
                error={errorOf('recurrence')}
                onChange={(change) => set({ count: change.target.value })}
              />
            ) : null}
          </Pair>
          <Group>
            <legend>{t('events.form.questions', 'Registration questions')}</legend>
            {draft.questions.map((question, index) => {
              const change = (patch: Partial<QuestionDraft>) =>
                set({ questions: draft.questions.map((each, at) => (at === index ? { ...each, ...patch } : each)) });
              return (
                <Pair key={index}>
                  <TextField
                    label={t('events.form.question', 'Question {number}', { number: index + 1 })}
                    value={question.label}
                    dir="auto"
                    maxLength={EVENT_QUESTION_MAX_LENGTH}
                    error={errorOf(`questions.${index}.label`)}
                    onChange={(input) => change({ label: input.target.value })}
                  />
                  <Field as="div">
                    <label htmlFor={`${id}-kind-${index}`}>{t('events.form.answerKind', 'Answer')}</label>
                    <select
                      id={`${id}-kind-${index}`}
                      value={question.kind}
                      onChange={(input) => change({ kind: input.target.value as EventQuestionKind })}
                    >
                      <option value="text">{t('events.form.shortText', 'Short text')}</option>
                      <option value="choice">{t('events.form.choice', 'One of several choices')}</option>
                    </select>
                  </Field>
                  {question.kind === 'choice' ? (
                    <TextField
                      label={t('events.form.choicesLabel', 'Choices, separated by commas')}
                      value={question.choices}
                      dir="auto"
                      error={errorOf(`questions.${index}.choices`)}
                      onChange={(input) => change({ choices: input.target.value })}
                    />
                  ) : null}
                  <Check>
                    <input
                      type="checkbox"
                      checked={question.required}
                      onChange={(input) => change({ required: input.target.checked })}
                    />
                    {t('events.form.required', 'Required')}
                  </Check>
                  <div>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => set({ questions: draft.questions.filter((_, at) => at !== index) })}
                    >
                      {t('events.form.removeQuestion', 'Remove question {number}', { number: index + 1 })}
                    </Button>
                  </div>
                </Pair>
              );
            })}
            {draft.questions.length < EVENT_QUESTIONS_MAX ? (
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() =>
                    set({ questions: [...draft.questions, { label: '', kind: 'text', choices: '', required: false }] })
                  }
                >
                  {t('events.form.addQuestion', 'Add a question')}
                </Button>
              </div>
            ) : null}
          </Group>
          <Buttons>
            <Button type="submit" disabled={saving}>
              {saving
                ? t('events.form.saving', 'Saving…')
                : event
                  ? t('events.form.save', 'Save changes')
                  : t('events.form.submit', 'Plan the event')}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Card>
  );
}
