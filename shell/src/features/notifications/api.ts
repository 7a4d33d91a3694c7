import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminNotification,
  MarkAllNotificationsReadResponse,
  MarkStaffInvitationsReadResponse,
  StaffInvitation,
  UserNotification,
} from '@koinonia/contracts';
import { useApi, useAuth, useLanguage, useToast } from '@koinonia/shell-contract';

/** SPEC §7: the three lists behind the header bell. */
export const NOTIFICATIONS_PATH = '/api/notifications';
export const STAFF_INVITATIONS_PATH = '/api/auth/pending-staff-invitations';
export const ADMIN_NOTIFICATIONS_PATH = '/api/auth/admin-notifications';

export function useNotifications() {
  const api = useApi();
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: [NOTIFICATIONS_PATH], queryFn: () => api<UserNotification[]>('GET', NOTIFICATIONS_PATH), enabled: isAuthenticated });
}

export function useStaffInvitations() {
  const api = useApi();
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: [STAFF_INVITATIONS_PATH], queryFn: () => api<StaffInvitation[]>('GET', STAFF_INVITATIONS_PATH), enabled: isAuthenticated });
}

export function useAdminNotifications() {
  const api = useApi();
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: [ADMIN_NOTIFICATIONS_PATH], queryFn: () => api<AdminNotification[]>('GET', ADMIN_NOTIFICATIONS_PATH), enabled: isAuthenticated });
}

type Snapshot = ReadonlyArray<readonly [string, unknown]>;

/** Cancels reads in flight (so they cannot overwrite the optimistic state) and keeps what was fetched. */
async function snapshot(queryClient: QueryClient, paths: readonly string[]): Promise<Snapshot> {
  await Promise.all(paths.map((path) => queryClient.cancelQueries({ queryKey: [path] })));
  return paths.map((path) => [path, queryClient.getQueryData([path])] as const);
}

function restore(queryClient: QueryClient, saved: Snapshot | undefined): void {
  for (const [path, data] of saved ?? []) queryClient.setQueryData([path], data);
}

/** SPEC §4/§8: marking one read shows at once, and a failure silently puts the fetched list back. */
export function useMarkNotificationRead() {
  const api = useApi();
  const toast = useToast();
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<UserNotification>('POST', `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`),
    async onMutate(id) {
      const saved = await snapshot(queryClient, [NOTIFICATIONS_PATH]);
      queryClient.setQueryData<UserNotification[]>([NOTIFICATIONS_PATH], (list) =>
        list?.map((notification) => (notification.id === id ? { ...notification, isRead: true } : notification)),
      );
      return saved;
    },
    onError: (_error, _id, saved) => restore(queryClient, saved),
    onSuccess: () => toast({ title: t('notifications.markedRead', 'Notification marked as read') }),
  });
}

/** SPEC §4: mark all read marks the notification list and the staff invitations, optimistically with revert. */
export function useMarkAllRead() {
  const api = useApi();
  const toast = useToast();
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      Promise.all([
        api<MarkAllNotificationsReadResponse>('POST', `${NOTIFICATIONS_PATH}/mark-all-read`),
        api<MarkStaffInvitationsReadResponse>('POST', '/api/auth/mark-staff-invitations-read'),
      ]),
    async onMutate() {
      const saved = await snapshot(queryClient, [NOTIFICATIONS_PATH, STAFF_INVITATIONS_PATH]);
      queryClient.setQueryData<UserNotification[]>([NOTIFICATIONS_PATH], (list) => list?.map((item) => ({ ...item, isRead: true })));
      queryClient.setQueryData<StaffInvitation[]>([STAFF_INVITATIONS_PATH], (list) => list?.map((item) => ({ ...item, isRead: true })));
      return saved;
    },
    onError: (_error, _variables, saved) => restore(queryClient, saved),
    onSuccess: () => toast({ title: t('notifications.allMarkedRead', 'All notifications marked as read') }),
  });
}
