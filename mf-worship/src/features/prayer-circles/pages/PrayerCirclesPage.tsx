import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, QueryErrorState, useLanguage, useToast } from '@koinonia/shell-contract';
import { Card, EmptyState, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useMyCircles } from '../../../shared/my-circles';
import { useCreatePrayerCircle } from '../api';
import { CircleCard } from '../components/CircleCard';
import { CircleForm } from '../components/CircleForm';
import { PageHeading, SectionHeading } from '../components/parts';
import { useFocusOnShow } from '../focus-heading';

function StartCircle() {
  const { t } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreatePrayerCircle();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <SectionHeading id={headingId}>{t('circles.createTitle', 'Start a circle')}</SectionHeading>
        <CircleForm
          submitLabel={t('circles.create', 'Create circle')}
          busyLabel={t('circles.creating', 'Creating…')}
          busy={create.isPending}
          onSubmit={(body, failed) =>
            create.mutate(
              { body },
              {
                onSuccess: (circle) => {
                  toast({ title: t('circles.created', 'Your circle is ready: invite people with its link') });
                  navigate(paths.prayerCircle(circle.id));
                },
                onError: failed,
              },
            )
          }
        />
      </Stack>
    </Card>
  );
}

/** /prayer-wall/circles: the reader's prayer circles (SPEC §1), and starting a new one. */
export function PrayerCirclesPage() {
  const { t } = useLanguage();
  const circles = useMyCircles();
  const focusOnShow = useFocusOnShow<HTMLHeadingElement>();
  const explanation = t(
    'circles.explanation',
    'A few people who pray for each other: requests you share privately with a circle reach its members only.',
  );

  let content;
  if (circles.isPending) content = <LoadingState />;
  else if (circles.isError) content = <QueryErrorState error={circles.error} onRetry={() => void circles.refetch()} />;
  else if (circles.data.items.length === 0)
    content = (
      <EmptyState title={t('circles.emptyTitle', 'You are not in a prayer circle yet')}>
        {explanation}{' '}
        {t('circles.emptyHint', 'Start one here, or open the invitation link a member of a circle sent you.')}
      </EmptyState>
    );
  else
    content = (
      <>
        <Muted>{explanation}</Muted>
        {circles.data.items.map((circle) => (
          <CircleCard key={circle.id} circle={circle} />
        ))}
      </>
    );

  return (
    <section aria-labelledby="prayer-circles-title">
      <Stack>
        <div>
          <Link to={paths.prayerWall()}>{t('circles.backToWall', 'Back to the prayer wall')}</Link>
        </div>
        <PageHeading id="prayer-circles-title" tabIndex={-1} ref={focusOnShow}>
          {t('circles.title', 'Prayer circles')}
        </PageHeading>
        {content}
        <StartCircle />
      </Stack>
    </section>
  );
}
