import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdateNotificationSettingBody } from '@koinonia/contracts';
import { useApi, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';

export const NOTIFICATION_SETTINGS_PATH = '/api/notifications/settings';

export function useNotificationSettings() {
  const api = useApi();
  return useQuery({ queryKey: [NOTIFICATION_SETTINGS_PATH], queryFn: () => api<NotificationSettings>('GET', NOTIFICATION_SETTINGS_PATH) });
}

/** Saves one type's channels; the box changes at once and goes back, with the reason, if saving fails. */
export function useSaveNotificationSetting() {
  const api = useApi();
  const toast = useToast();
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationSettingBody) => api<NotificationSettings>('PUT', NOTIFICATION_SETTINGS_PATH, change),
    async onMutate(change) {
      await queryClient.cancelQueries({ queryKey: [NOTIFICATION_SETTINGS_PATH] });
      const previous = queryClient.getQueryData<NotificationSettings>([NOTIFICATION_SETTINGS_PATH]);
      queryClient.setQueryData<NotificationSettings>([NOTIFICATION_SETTINGS_PATH], (settings) =>
        settings && { types: settings.types.map((setting) => (setting.type === change.type ? { ...setting, channels: change.channels } : setting)) },
      );
      return previous;
    },
    onError(error, _change, previous) {
      queryClient.setQueryData([NOTIFICATION_SETTINGS_PATH], previous);
      toast({ title: t('notificationSettings.saveFailed', 'Your change could not be saved'), description: messageOf(error), variant: 'destructive' });
    },
    onSuccess(settings) {
      queryClient.setQueryData([NOTIFICATION_SETTINGS_PATH], settings);
      toast({ title: t('notificationSettings.saved', 'Notification settings saved') });
    },
  });
}
