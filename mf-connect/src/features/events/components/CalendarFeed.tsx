import { useId, useState } from 'react';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, Muted, Stack } from '@koinonia/ui';
import { useCalendarFeed } from '../api';

/**
 * "Subscribe in your calendar": a secret address of the reader's events (going, maybe, waitlisted) that calendar
 * apps read without a session. Asking again makes a new address and stops the old one.
 */
export function CalendarFeed() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const feed = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const make = () => {
    setFailure(null);
    feed.mutate(
      { body: { communityId: null } },
      {
        onSuccess: (made) => setUrl(`${window.location.origin}${made.url}`),
        onError: (error) => setFailure(messageOf(error)),
      },
    );
  };
  return (
    <Card as="section" aria-labelledby={`${id}-title`} style={{ marginBlockEnd: '1rem' }}>
      <Stack>
        <h2 id={`${id}-title`} style={{ margin: 0, fontSize: '1rem' }}>
          {t('events.feed.title', 'Your events in your calendar app')}
        </h2>
        <Muted>
          {t(
            'events.feed.body',
            'A private address your calendar app can subscribe to: the events you answered going or maybe. Keep it to yourself.',
          )}
        </Muted>
        {failure ? <Alert>{failure}</Alert> : null}
        {url ? (
          <>
            <label htmlFor={`${id}-url`}>{t('events.feed.address', 'Calendar address')}</label>
            <input id={`${id}-url`} readOnly dir="ltr" value={url} onFocus={(focus) => focus.target.select()} />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              <a href={url.replace(/^https?:/, 'webcal:')}>{t('events.feed.open', 'Open in my calendar app')}</a>
              <Button type="button" $variant="secondary" disabled={feed.isPending} onClick={make}>
                {t('events.feed.renew', 'Make a new address (the old one stops working)')}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button type="button" $variant="secondary" disabled={feed.isPending} onClick={make}>
              {t('events.feed.get', 'Get my calendar address')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
