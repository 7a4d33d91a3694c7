import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SharedReflection } from '@koinonia/contracts';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, Card, EmptyState, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useCircleReflections } from '../api';
import { SectionHeading, UserText } from './parts';

const Part = styled.div`
  h4 {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const Scripture = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

/** One shared entry: its passage, then what its writer observed, applies and prays, with who shared it and when. */
function Reflection({ reflection }: { reflection: SharedReflection }) {
  const { t, code } = useLanguage();
  const titleId = `reflection-${reflection.id}`;
  const date = new Date(reflection.sharedAt).toLocaleDateString(code, { day: 'numeric', month: 'short' });
  const parts = [
    ['observation', t('soap.observation', 'Observation')],
    ['application', t('soap.application', 'Application')],
    ['prayer', t('soap.prayer', 'Prayer')],
  ] as const;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack $gap={2}>
        <Scripture id={titleId} dir="auto">
          {reflection.scripture || t('soap.untitled', 'No passage yet')}
        </Scripture>
        <Muted>
          <bdi>{reflection.authorName}</bdi> · <time dateTime={reflection.sharedAt}>{date}</time>
        </Muted>
        {parts.map(([name, label]) =>
          reflection[name] ? (
            <Part key={name}>
              <h4>{label}</h4>
              <UserText dir="auto">{reflection[name]}</UserText>
            </Part>
          ) : null,
        )}
      </Stack>
    </Card>
  );
}

/** SPEC §1 (S.O.A.P., shared to a circle): the journal entries the circle's members shared with it, newest first. */
export function CircleReflections({ circleId }: { circleId: string }) {
  const { t } = useLanguage();
  const reflections = useCircleReflections(circleId);
  const headingId = useId();

  let content: ReactNode;
  if (reflections.isPending) content = <LoadingState />;
  else if (reflections.isError)
    content = <QueryErrorState error={reflections.error} onRetry={() => void reflections.refetch()} />;
  else if (reflections.items.length === 0)
    content = (
      <EmptyState title={t('circles.reflectionsEmptyTitle', 'No journal entries shared with this circle yet')}>
        {t(
          'circles.reflectionsEmptyBody',
          'In your S.O.A.P. journal, open a saved entry and share it with this circle.',
        )}
      </EmptyState>
    );
  else
    content = (
      <>
        {reflections.items.map((reflection) => (
          <Reflection key={reflection.id} reflection={reflection} />
        ))}
        {reflections.hasNextPage ? (
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={reflections.isFetchingNextPage}
              onClick={() => void reflections.fetchNextPage()}
            >
              {reflections.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby={headingId}>
      <Stack>
        <SectionHeading id={headingId}>
          {t('circles.reflectionsTitle', 'Journal entries shared with this circle')}
        </SectionHeading>
        {content}
      </Stack>
    </section>
  );
}
