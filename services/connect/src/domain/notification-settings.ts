import {
  knownNotificationTypes,
  notificationTypeLabels,
  type KnownNotificationType,
  type NotificationChannels,
  type NotificationSettings,
} from '@koinonia/contracts';

/**
 * Until a person chooses, every type shows in the app, none is pushed, and only the two that ask
 * something of them by a date (an event, a staff invitation) also come by email.
 */
export function defaultChannels(type: KnownNotificationType): NotificationChannels {
  return { inApp: true, email: type === 'event' || type === 'staff_invitation', push: false };
}

/** Every known type in a fixed order, with the person's saved channels where they chose some. */
export function notificationSettings(saved: ReadonlyMap<string, NotificationChannels>): NotificationSettings {
  return {
    types: knownNotificationTypes.map((type) => ({
      type,
      label: notificationTypeLabels[type],
      channels: saved.get(type) ?? defaultChannels(type),
    })),
  };
}
