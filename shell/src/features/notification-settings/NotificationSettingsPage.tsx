import styled from 'styled-components';
import type { NotificationChannels } from '@koinonia/contracts';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useNotificationSettings, useSaveNotificationSetting } from './api';
import { PushOnThisDevice } from './PushOnThisDevice';

const channels: ReadonlyArray<{ key: keyof NotificationChannels; label: string }> = [
  { key: 'inApp', label: 'In-app' },
  { key: 'email', label: 'Email' },
  { key: 'push', label: 'Push' },
];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: start; font-weight: 700; padding-block-end: ${({ theme }) => theme.space(3)}; }
  th, td { padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { font-size: 0.875rem; color: ${({ theme }) => theme.colors.textMuted}; }
  th[scope='row'] { text-align: start; font-weight: 600; }
  td { text-align: center; width: 5rem; }
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.primary}; cursor: pointer; }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 1}px) {
    td { width: 3.5rem; }
  }
`;

/** /notification-settings (SPEC §2): for each type of notification, the channels it may use. Each change saves. */
export default function NotificationSettingsPage() {
  const { t } = useLanguage();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();

  return (
    <Stack>
      <div>
        <PageTitle>{t('notificationSettings.title', 'Notification settings')}</PageTitle>
        <Muted>{t('notificationSettings.intro', 'Choose how each kind of notification reaches you. Changes are saved as you make them.')}</Muted>
      </div>
      {settings.isPending ? (
        <LoadingState label={t('notificationSettings.loading', 'Loading notification settings')} />
      ) : settings.isError ? (
        <QueryErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Card>
          <Table>
            <caption>{t('notificationSettings.caption', 'Channels by notification type')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('notificationSettings.type', 'Type')}</th>
                {channels.map((channel) => (
                  <th key={channel.key} scope="col">
                    {t(`notificationSettings.channel.${channel.key}`, channel.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {settings.data.types.map((setting) => {
                const typeLabel = t(`notifications.type.${setting.type}`, setting.label);
                return (
                  <tr key={setting.type}>
                    <th scope="row">{typeLabel}</th>
                    {channels.map((channel) => (
                      <td key={channel.key}>
                        <input
                          type="checkbox"
                          aria-label={`${typeLabel}: ${t(`notificationSettings.channel.${channel.key}`, channel.label)}`}
                          checked={setting.channels[channel.key]}
                          onChange={(event) =>
                            save.mutate({ type: setting.type, channels: { ...setting.channels, [channel.key]: event.target.checked } })
                          }
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Card>
      )}
      <PushOnThisDevice />
    </Stack>
  );
}
