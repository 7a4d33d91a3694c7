import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PrayerCircle } from '@koinonia/contracts';
import { paths, QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, Card, Columns, LoadingState, Muted, Stack } from '@koinonia/ui';
import { usePrayerCircle } from '../api';
import { CircleFeed, type RenderPrayer } from '../components/CircleFeed';
import { CircleReflections } from '../components/CircleReflections';
import { EditCircle } from '../components/EditCircle';
import { InvitationLink } from '../components/InvitationLink';
import { LeaveOrEnd } from '../components/LeaveOrEnd';
import { MemberList } from '../components/MemberList';
import { Badge, PageHeading, UserText } from '../components/parts';
import { isNotThere } from '../failure-status';
import { useFocusOnShow } from '../focus-heading';

function BackToCircles() {
  const { t } = useLanguage();
  return (
    <div>
      <Link to={paths.prayerCircles()}>{t('circles.backToCircles', 'Your prayer circles')}</Link>
    </div>
  );
}

/** Not found, or not one of the reader's (the service answers both alike): said kindly, with the way back. */
function CircleNotFound() {
  const { t } = useLanguage();
  const focusOnShow = useFocusOnShow<HTMLHeadingElement>();
  return (
    <section aria-labelledby="circle-not-found-title">
      <Card>
        <Stack>
          <PageHeading id="circle-not-found-title" tabIndex={-1} ref={focusOnShow}>
            {t('circles.notFoundTitle', 'Circle not found')}
          </PageHeading>
          <Muted>{t('circles.notFoundBody', 'This circle was not found, or you are not in it.')}</Muted>
          <BackToCircles />
        </Stack>
      </Card>
    </section>
  );
}

function CircleView({ circle, renderPrayer }: { circle: PrayerCircle; renderPrayer: RenderPrayer }) {
  const { t } = useLanguage();
  const [editing, setEditing] = useState(false);
  const focusOnShow = useFocusOnShow<HTMLHeadingElement>();
  return (
    <article aria-labelledby="prayer-circle-title">
      <Stack>
        <BackToCircles />
        {editing ? (
          <EditCircle circle={circle} onDone={() => setEditing(false)} />
        ) : (
          <Stack $gap={2}>
            <PageHeading id="prayer-circle-title" tabIndex={-1} ref={focusOnShow} dir="auto">
              {circle.name}
            </PageHeading>
            {circle.isOwner ? (
              <div>
                <Badge>{t('circles.youOwn', 'You own this circle')}</Badge>
              </div>
            ) : null}
            {circle.description ? <UserText dir="auto">{circle.description}</UserText> : null}
            {circle.isOwner ? (
              <div>
                <Button type="button" $variant="secondary" onClick={() => setEditing(true)}>
                  {t('circles.edit', 'Edit name and description')}
                </Button>
              </div>
            ) : null}
          </Stack>
        )}
        <Columns $desktopColumns="minmax(0, 3fr) minmax(0, 2fr)">
          <Stack $gap={6}>
            <CircleFeed circleId={circle.id} renderPrayer={renderPrayer} />
            <CircleReflections circleId={circle.id} />
          </Stack>
          <Stack>
            <MemberList circle={circle} />
            {circle.isOwner ? <InvitationLink circleId={circle.id} /> : null}
            <LeaveOrEnd circle={circle} />
          </Stack>
        </Columns>
      </Stack>
    </article>
  );
}

/** /prayer-wall/circles/:circleId: a circle's private feed and members; for its owner, the link and the care of it. */
export function PrayerCirclePage({ renderPrayer }: { renderPrayer: RenderPrayer }) {
  const { circleId = '' } = useParams();
  const circle = usePrayerCircle(circleId);
  if (circle.isPending) return <LoadingState />;
  if (circle.isError) {
    if (isNotThere(circle.error)) return <CircleNotFound />;
    return <QueryErrorState error={circle.error} onRetry={() => void circle.refetch()} />;
  }
  return <CircleView key={circle.data.id} circle={circle.data} renderPrayer={renderPrayer} />;
}
