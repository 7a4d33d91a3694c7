import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  individualPlans,
  readingPlanLevels,
  readingPlanTopics,
  type ReadingPlanLevel,
  type ReadingPlanTopic,
} from '@koinonia/contracts';
import { ListPage, paths, QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, Field, InlineField, LoadingState, LockIcon, Stack } from '@koinonia/ui';
import { useCatalogue, useMyPlans, type CatalogueFilters } from '../api';
import { OfflineChaptersNote } from '../components/OfflineChaptersNote';
import { PlanCard } from '../components/PlanCard';
import { Row } from '../components/plan-parts';
import { levelLabels, topicLabels } from '../labels';

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  margin-block: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: 12rem 14rem minmax(0, 1fr);
    align-items: end;
  }
`;

const isLevel = (value: string | null): value is ReadingPlanLevel =>
  readingPlanLevels.includes(value as ReadingPlanLevel);
const isTopic = (value: string | null): value is ReadingPlanTopic =>
  readingPlanTopics.includes(value as ReadingPlanTopic);

/** The filters are in the address (?level=&topic=&q=), so going back to the catalogue finds them as they were. */
function filtersOf(search: URLSearchParams): CatalogueFilters {
  const level = search.get('level');
  const topic = search.get('topic');
  return {
    level: isLevel(level) ? level : undefined,
    topic: isTopic(topic) ? topic : undefined,
    q: search.get('q') || undefined,
  };
}

/** The member's own plans, on top of the catalogue. */
function MyPlans() {
  const { t } = useLanguage();
  const mine = useMyPlans();
  if (mine.isPending) return <LoadingState />;
  if (mine.isError) return <QueryErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  return (
    <section aria-labelledby="my-plans-title">
      <h2 id="my-plans-title">{t('plans.myPlans', 'My plans')}</h2>
      {mine.data.items.length === 0 ? (
        <p>{t('plans.noPlansYet', 'You are not following a plan yet. Choose one below.')}</p>
      ) : (
        <Stack>
          {mine.data.items.map((item) => (
            <PlanCard key={item.plan.id} plan={item.plan} progress={item.progress} />
          ))}
          <OfflineChaptersNote />
        </Stack>
      )}
      <Row>
        <Link to={paths.customReadingPlan()}>{t('plans.createCustom', 'Create a custom plan')}</Link>
        {mine.data.customPlansAllowed ? null : (
          <span>
            <LockIcon /> {individualPlans.torchbearer.name}
          </span>
        )}
      </Row>
    </section>
  );
}

function CatalogueFilterForm({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange(next: CatalogueFilters): void;
}) {
  const { t } = useLanguage();
  const [words, setWords] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: words.trim() || undefined });
  };
  return (
    <Filters role="search" aria-label={t('plans.filtersLabel', 'Find a plan')} onSubmit={submit}>
      <Field as="div">
        <label htmlFor="plan-level">{t('plans.levelLabel', 'Level')}</label>
        <select
          id="plan-level"
          value={filters.level ?? ''}
          onChange={(event) =>
            onChange({ ...filters, level: isLevel(event.target.value) ? event.target.value : undefined })
          }
        >
          <option value="">{t('plans.allLevels', 'All levels')}</option>
          {readingPlanLevels.map((level) => (
            <option key={level} value={level}>
              {t(`plans.level.${level}`, levelLabels[level])}
            </option>
          ))}
        </select>
      </Field>
      <Field as="div">
        <label htmlFor="plan-topic">{t('plans.topicLabel', 'Topic')}</label>
        <select
          id="plan-topic"
          value={filters.topic ?? ''}
          onChange={(event) =>
            onChange({ ...filters, topic: isTopic(event.target.value) ? event.target.value : undefined })
          }
        >
          <option value="">{t('plans.allTopics', 'All topics')}</option>
          {readingPlanTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`plans.topic.${topic}`, topicLabels[topic])}
            </option>
          ))}
        </select>
      </Field>
      <Field as="div">
        <label htmlFor="plan-search">{t('plans.searchLabel', 'Search plans')}</label>
        <InlineField>
          <input
            id="plan-search"
            type="search"
            value={words}
            maxLength={80}
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit">{t('plans.search', 'Search')}</Button>
        </InlineField>
      </Field>
    </Filters>
  );
}

/** /bible-reading/plans: the member's plans on top, then the catalogue filtered by level, topic and words. */
export function CataloguePage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <ListPage
      title={t('plans.title', 'Reading plans')}
      list={useCatalogue(filters)}
      actions={
        <>
          <Link to={paths.bibleReading()}>{t('plans.backToBible', 'Back to the Bible')}</Link>
          <MyPlans />
          <h2 id="all-plans-title">{t('plans.allPlans', 'All plans')}</h2>
          <CatalogueFilterForm
            key={filters.q ?? ''}
            filters={filters}
            onChange={(next) =>
              setSearch(
                Object.fromEntries(
                  Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
                ),
                { replace: true },
              )
            }
          />
        </>
      }
      empty={
        filtered
          ? {
              title: t('plans.noMatches', 'No plans match'),
              body: t('plans.noMatchesBody', 'Try another level, topic or words.'),
            }
          : {
              title: t('plans.emptyTitle', 'No plans yet'),
              body: t('plans.emptyBody', 'Reading plans will appear here.'),
            }
      }
      keyOf={(plan) => plan.id}
      renderItem={(plan) => <PlanCard plan={plan} />}
    />
  );
}
