import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  bibleBooks,
  CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY,
  CUSTOM_PLAN_MAX_TOPICS,
  CUSTOM_PLAN_TITLE_MAX_LENGTH,
  CUSTOM_READING_PLAN_TIER,
  READING_PLAN_MAX_DAYS,
  readingPlanTopics,
  type BibleBookCode,
  type NewCustomReadingPlan,
  type ReadingPlanTopic,
} from '@koinonia/contracts';
import { paths, QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, LoadingState, PageTitle, Stack, TextField } from '@koinonia/ui';
import { useBookNames } from '../../../shared/book-names';
import { useCreateCustomPlan, useMyPlans } from '../api';
import { UpsellNotice } from '../components/plan-parts';
import { memberToday } from '../member-today';
import { topicLabels } from '../labels';

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  min-inline-size: 0;
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.space(1)};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

type Source = 'books' | 'topics';
type Schedule = 'days' | 'pace';

function toggled<Item>(list: readonly Item[], item: Item): Item[] {
  return list.includes(item) ? list.filter((candidate) => candidate !== item) : [...list, item];
}

/** The generator's form, for a member whose plan includes it. */
function CustomPlanForm() {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const bookNames = useBookNames();
  const navigate = useNavigate();
  const create = useCreateCustomPlan();
  const [title, setTitle] = useState('');
  const [source, setSource] = useState<Source>('books');
  const [books, setBooks] = useState<BibleBookCode[]>([]);
  const [topics, setTopics] = useState<ReadingPlanTopic[]>([]);
  const [schedule, setSchedule] = useState<Schedule>('days');
  const [length, setLength] = useState('30');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const number = Number(length);
  const request: NewCustomReadingPlan = {
    title,
    source: source === 'books' ? { kind: 'books', books } : { kind: 'topics', topics },
    schedule: schedule === 'days' ? { kind: 'days', days: number } : { kind: 'pace', chaptersPerDay: number },
    today: memberToday(),
  };

  /** The same rules as the service's, said before sending. */
  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t('plans.titleRequired', 'Give the plan a title');
    if (source === 'books' && books.length === 0)
      found['source.books'] = t('plans.chooseBook', 'Choose at least one book');
    if (source === 'topics' && topics.length === 0)
      found['source.topics'] = t('plans.chooseTopic', 'Choose at least one topic');
    if (source === 'topics' && topics.length > CUSTOM_PLAN_MAX_TOPICS)
      found['source.topics'] = t('plans.tooManyTopics', 'Choose at most {count} topics', {
        count: CUSTOM_PLAN_MAX_TOPICS,
      });
    const maximum = schedule === 'days' ? READING_PLAN_MAX_DAYS : CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY;
    if (!Number.isInteger(number) || number < 1 || number > maximum) {
      found[schedule === 'days' ? 'schedule.days' : 'schedule.chaptersPerDay'] = t(
        'plans.numberBetween',
        'Enter a whole number from 1 to {maximum}',
        { maximum },
      );
    }
    return found;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ body: request }, { onSuccess: (plan) => navigate(paths.readingPlan(plan.id)) });
  };

  const shown = { ...fieldErrorsOf(create.error), ...problems };
  const general =
    create.error && Object.keys(fieldErrorsOf(create.error)).length === 0 ? messageOf(create.error) : null;
  const lengthError = shown['schedule.days'] ?? shown['schedule.chaptersPerDay'];

  return (
    <form onSubmit={submit} noValidate aria-label={t('plans.customTitle', 'Create a custom plan')}>
      <Stack $gap={4}>
        <TextField
          label={t('plans.planTitle', 'Title')}
          value={title}
          maxLength={CUSTOM_PLAN_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          error={shown.title}
        />
        <Choices>
          <legend>{t('plans.whatToRead', 'What to read')}</legend>
          <Options role="radiogroup">
            <label>
              <input type="radio" name="source" checked={source === 'books'} onChange={() => setSource('books')} />
              {t('plans.byBooks', 'Books')}
            </label>
            <label>
              <input type="radio" name="source" checked={source === 'topics'} onChange={() => setSource('topics')} />
              {t('plans.byTopics', 'Topics')}
            </label>
          </Options>
        </Choices>
        {source === 'books' ? (
          <Choices aria-describedby={shown['source.books'] ? 'books-error' : undefined}>
            <legend>{t('plans.books', 'Books')}</legend>
            <Options>
              {bibleBooks.map((book) => (
                <label key={book.code}>
                  <input
                    type="checkbox"
                    checked={books.includes(book.code)}
                    onChange={() => setBooks(toggled(books, book.code))}
                  />
                  {bookNames[book.code]}
                </label>
              ))}
            </Options>
            {shown['source.books'] ? <FieldError id="books-error">{shown['source.books']}</FieldError> : null}
          </Choices>
        ) : (
          <Choices aria-describedby={shown['source.topics'] ? 'topics-error' : undefined}>
            <legend>{t('plans.topics', 'Topics')}</legend>
            <Options>
              {readingPlanTopics.map((topic) => (
                <label key={topic}>
                  <input
                    type="checkbox"
                    checked={topics.includes(topic)}
                    onChange={() => setTopics(toggled(topics, topic))}
                  />
                  {t(`plans.topic.${topic}`, topicLabels[topic])}
                </label>
              ))}
            </Options>
            {shown['source.topics'] ? <FieldError id="topics-error">{shown['source.topics']}</FieldError> : null}
          </Choices>
        )}
        <Choices>
          <legend>{t('plans.howLong', 'How long')}</legend>
          <Options role="radiogroup">
            <label>
              <input type="radio" name="schedule" checked={schedule === 'days'} onChange={() => setSchedule('days')} />
              {t('plans.inDays', 'A number of days')}
            </label>
            <label>
              <input type="radio" name="schedule" checked={schedule === 'pace'} onChange={() => setSchedule('pace')} />
              {t('plans.atPace', 'Chapters a day')}
            </label>
          </Options>
          <Field>
            {schedule === 'days'
              ? t('plans.daysLabel', 'Days (1–{maximum})', { maximum: READING_PLAN_MAX_DAYS })
              : t('plans.paceLabel', 'Chapters a day (1–{maximum})', { maximum: CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY })}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={schedule === 'days' ? READING_PLAN_MAX_DAYS : CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY}
              value={length}
              aria-invalid={lengthError ? true : undefined}
              onChange={(event) => setLength(event.target.value)}
            />
            {lengthError ? <FieldError>{lengthError}</FieldError> : null}
          </Field>
        </Choices>
        {general ? <Alert>{general}</Alert> : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('plans.creating', 'Creating…') : t('plans.create', 'Create plan')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /bible-reading/plans/custom: the custom reading plan generator (SPEC §6: Torchbearer), or its upsell. */
export function CustomPlanPage() {
  const { t } = useLanguage();
  const mine = useMyPlans();
  let body;
  if (mine.isPending) body = <LoadingState />;
  else if (mine.isError) body = <QueryErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (!mine.data.customPlansAllowed)
    body = (
      <UpsellNotice tier={CUSTOM_READING_PLAN_TIER}>
        {t(
          'plans.customUpsell',
          'The custom plan generator comes with Torchbearer: choose books or topics, a length and a pace, and follow your own plan.',
        )}
      </UpsellNotice>
    );
  else body = <CustomPlanForm />;
  return (
    <Stack $gap={4}>
      <Link to={paths.readingPlans()}>{t('plans.allPlansLink', 'All reading plans')}</Link>
      <PageTitle>{t('plans.customTitle', 'Create a custom plan')}</PageTitle>
      <Card>{body}</Card>
    </Stack>
  );
}
