import { useEffect, useState } from 'react';
import { useApi, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, Muted, Stack } from '@koinonia/ui';
import { pushState, turnOffPush, turnOnPush, type PushState } from './push-on-this-device';

/** Push on this browser: the Push column chooses which notifications are pushed, this chooses where. */
export function PushOnThisDevice() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const apiRequest = useApi();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void pushState().then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  async function change(to: (api: typeof apiRequest) => Promise<PushState>) {
    setBusy(true);
    try {
      setState(await to(apiRequest));
    } catch (error) {
      toast({ title: t('notificationSettings.push.failed', 'Push could not be changed on this device'), description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const text: Record<PushState, string> = {
    unsupported: t('notificationSettings.push.unsupported', 'This browser cannot show push notifications.'),
    blocked: t('notificationSettings.push.blocked', 'Notifications are blocked for this site in your browser settings.'),
    off: t('notificationSettings.push.off', 'Push notifications are off on this device.'),
    on: t('notificationSettings.push.on', 'Push notifications are on for this device.'),
  };

  return (
    <Card aria-labelledby="push-on-this-device">
      <Stack>
        <h2 id="push-on-this-device" style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('notificationSettings.push.title', 'Push on this device')}
        </h2>
        <Muted role="status">{state ? text[state] : t('notificationSettings.push.checking', 'Checking this device…')}</Muted>
        {state === 'off' ? (
          <div>
            <Button type="button" disabled={busy} onClick={() => void change(turnOnPush)}>
              {t('notificationSettings.push.turnOn', 'Turn on push on this device')}
            </Button>
          </div>
        ) : null}
        {state === 'on' ? (
          <div>
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => void change(turnOffPush)}>
              {t('notificationSettings.push.turnOff', 'Turn off push on this device')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
