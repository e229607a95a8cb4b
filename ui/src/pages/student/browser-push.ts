/* Push notifications as this browser offers them: whether it can, the iPhone's condition, and this device's subscription. */

/** Whether this browser can take push notifications: a service worker, the Push API and notifications. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * An iPhone or iPad browsing in Safari rather than from the Home Screen: there, web push exists only
 * for an app added to the Home Screen, so the student is told to add it first.
 */
export const iosOutsideHomeScreen = (
  userAgent: string = navigator.userAgent,
  standalone: boolean = window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { readonly standalone?: boolean }).standalone === true,
  touchPoints: number = navigator.maxTouchPoints,
): boolean => {
  // iPadOS asks for the desktop site and says "Macintosh"; only it has a touch screen among them.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios && !standalone;
};

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** This device's subscription, or null when it has none (or the service worker is not ready). */
export const currentSubscription = async (): Promise<PushSubscription | null> => {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/**
 * Asks the student's permission, then subscribes this device with the portal's key: the
 * subscription the portal keeps, or the reason there is none.
 */
export const subscribeThisDevice = async (publicKey: string): Promise<PushSubscription | NotificationPermission> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
};
