import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EVENT_CHECK_IN_CODE_MAX_LENGTH, type EventAttendee } from '@koinonia/contracts';
import { QueryErrorState, SectionNotFound, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, EmptyState, LoadingState, Muted, PageTitle, Stack, TextField } from '@koinonia/ui';
import { useAttendees, useCheckIn } from '../api';
import { eventPaths } from '../labels/event-labels';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: space-between;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    padding-block: ${({ theme }) => theme.space(2)};
  }
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /events/:eventId/check-in: the leader's list of who is going, with check-in toggles, and a code from a QR. */
export function CheckInPage() {
  const { eventId = '' } = useParams();
  return isUuid(eventId) ? <CheckIn eventId={eventId} /> : <SectionNotFound />;
}

function CheckIn({ eventId }: { eventId: string }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const [search, setSearch] = useSearchParams();
  const occurrence = search.get('occurrence') ?? undefined;
  const attendees = useAttendees(eventId, occurrence);
  const checkIn = useCheckIn(eventId);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const headingId = useId();
  const scanned = search.get('code');
  const handledScan = useRef<string | null>(null);

  function checkInCode(value: string) {
    setResult(null);
    setCodeError(null);
    if (!value.trim()) {
      setCodeError(t('events.checkIn.codeRequired', 'Type or scan the code'));
      return;
    }
    checkIn.mutate(
      { code: value.trim(), checkedIn: true, ...(occurrence ? { occurrence } : {}) },
      {
        onSuccess: (attendee) => {
          setResult(
            t('events.checkIn.done', '{name} is checked in', {
              name: attendee.name || t('events.checkIn.someone', 'Someone'),
            }),
          );
          setCode('');
        },
        onError: (error) => setCodeError(messageOf(error)),
      },
    );
  }

  // A QR opens this page with ?code=…: the person is checked in at once, and the code leaves the address.
  useEffect(() => {
    if (!scanned || handledScan.current === scanned) return;
    handledScan.current = scanned;
    checkInCode(scanned);
    setSearch((current) => Object.fromEntries([...current].filter(([key]) => key !== 'code')), { replace: true });
  }, [scanned]);

  const back = <Link to={eventPaths.event(eventId, occurrence)}>{t('events.backToEvent', 'Back to the event')}</Link>;
  let list;
  if (attendees.isPending) list = <LoadingState />;
  else if (attendees.isError)
    list =
      (attendees.error as { status?: number }).status === 404 ? (
        <EmptyState title={t('events.notFoundTitle', 'This event is not here')}>
          {t('events.notFoundBody', 'It may have been removed, or it belongs to another church.')}
        </EmptyState>
      ) : (
        <QueryErrorState error={attendees.error} onRetry={() => void attendees.refetch()} />
      );
  else if (attendees.data.items.length === 0)
    list = (
      <EmptyState title={t('events.checkIn.emptyTitle', 'No one is going yet')}>
        {t('events.checkIn.emptyBody', 'People who answer “Going” appear here.')}
      </EmptyState>
    );
  else {
    const items = attendees.data.items;
    list = (
      <>
        <Muted role="status">
          {t('events.checkIn.count', '{checked} of {total} checked in', {
            checked: items.filter((item) => item.checkedIn).length,
            total: items.length,
          })}
        </Muted>
        <List aria-label={t('events.checkIn.listLabel', 'Who is going')}>
          {items.map((attendee) => (
            <AttendeeRow
              key={attendee.userId}
              attendee={attendee}
              busy={checkIn.isPending}
              onToggle={(checkedIn) =>
                checkIn.mutate(
                  { userId: attendee.userId, checkedIn, ...(occurrence ? { occurrence } : {}) },
                  { onError: (error) => setCodeError(messageOf(error)) },
                )
              }
            />
          ))}
        </List>
      </>
    );
  }
  return (
    <Stack>
      {back}
      <PageTitle id={headingId}>{t('events.checkIn.title', 'Check-in')}</PageTitle>
      <Card as="section" aria-label={t('events.checkIn.byCode', 'Check in by code')}>
        <Inline
          noValidate
          onSubmit={(submitted: FormEvent) => {
            submitted.preventDefault();
            checkInCode(code);
          }}
        >
          <TextField
            label={t('events.checkIn.codeLabel', 'Code from the member’s QR')}
            value={code}
            dir="ltr"
            autoComplete="off"
            maxLength={EVENT_CHECK_IN_CODE_MAX_LENGTH}
            error={codeError}
            onChange={(change) => setCode(change.target.value)}
          />
          <Button type="submit" disabled={checkIn.isPending}>
            {t('events.checkIn.submit', 'Check in')}
          </Button>
        </Inline>
        {result ? (
          <p role="status" style={{ marginBlockEnd: 0 }}>
            {result}
          </p>
        ) : null}
      </Card>
      {codeError && attendees.isSuccess && !code ? <Alert>{codeError}</Alert> : null}
      {list}
    </Stack>
  );
}

function AttendeeRow({
  attendee,
  busy,
  onToggle,
}: {
  attendee: EventAttendee;
  busy: boolean;
  onToggle(checkedIn: boolean): void;
}) {
  const { t } = useLanguage();
  const name = attendee.name || t('events.checkIn.someone', 'Someone');
  return (
    <li>
      <span>{name}</span>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={attendee.checkedIn}
          disabled={busy}
          aria-label={t('events.checkIn.checkedInName', '{name} checked in', { name })}
          onChange={(change) => onToggle(change.target.checked)}
        />
        <span aria-hidden="true">{t('events.checkIn.checkedIn', 'Checked in')}</span>
      </label>
    </li>
  );
}
