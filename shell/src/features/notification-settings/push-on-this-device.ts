import { pushSubscriptionEndpoints } from '@koinonia/contracts';
import { callEndpoint, type ShellValue } from '@koinonia/shell-contract';

/** Where this browser's push subscription stands for the member. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The id connect gave this browser's subscription, to end it by. */
const SUBSCRIPTION_ID_KEY = 'pushSubscriptionId';

type ApiRequest = ShellValue['apiRequest'];

/** The worker that shows pushes: a built app registers one (development builds do not, so they cannot push). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushState(): Promise<PushState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && localStorage.getItem(SUBSCRIPTION_ID_KEY) ? 'on' : 'off';
}

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
};

/** Asks the browser's permission, subscribes with connect's key and gives connect the subscription. */
export async function turnOnPush(apiRequest: ApiRequest): Promise<PushState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return Notification.permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await callEndpoint(apiRequest, pushSubscriptionEndpoints.publicKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  const { id } = await callEndpoint(apiRequest, pushSubscriptionEndpoints.subscribe, {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } },
  });
  localStorage.setItem(SUBSCRIPTION_ID_KEY, id);
  return 'on';
}

/** Ends this browser's subscription, here and at connect. */
export async function turnOffPush(apiRequest: ApiRequest): Promise<PushState> {
  const registration = await workerRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  const id = localStorage.getItem(SUBSCRIPTION_ID_KEY);
  localStorage.removeItem(SUBSCRIPTION_ID_KEY);
  // Ended already (another member signed in on this browser since): nothing is left to end.
  if (id) await callEndpoint(apiRequest, pushSubscriptionEndpoints.unsubscribe, { params: { subscriptionId: id } }).catch(() => undefined);
  return registration ? 'off' : 'unsupported';
}
