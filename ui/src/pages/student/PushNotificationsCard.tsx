import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { currentSubscription, iosOutsideHomeScreen, pushSupported, subscribeThisDevice } from './browser-push.js';
import { useForgetSubscription, usePushChoices, useSaveSubscription, useSetWarningPlace } from './push-api.js';

const PLACES = [1, 2, 3, 4, 5] as const;

const placeLabel = (place: number): string =>
  place === 1
    ? "1: only when I'm next"
    : `${place}: when ${place - 1} ${place === 2 ? 'student is' : 'students are'} ahead of me`;

export const IOS_HOME_SCREEN =
  'On an iPhone or iPad, notifications come only from the portal added to the Home Screen: tap Share, then "Add to Home Screen", and open the portal from there.';

/**
 * The Account page's card for push notifications: allow them on this device (or stop them), and
 * choose the place in a queue at which the student is warned. The banner on the site tells every
 * alert while it is open, whatever is chosen here.
 */
export function PushNotificationsCard() {
  const choices = usePushChoices();
  const setPlace = useSetWarningPlace();
  const save = useSaveSubscription();
  const forget = useForgetSubscription();
  const call = useAlertedCall();
  const [device, setDevice] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();
  const publicKey = choices.data?.publicKey;

  useEffect(() => {
    void currentSubscription().then(setDevice);
  }, []);

  const allow = async (publicKey: string) => {
    setBusy(true);
    await call(async () => {
      const outcome = await subscribeThisDevice(publicKey);
      if (typeof outcome === 'string') throw new Error(permissionRefusal(outcome));
      const message = await save(outcome.toJSON());
      setDevice(outcome);
      return message;
    }, 'Notifications are on for this device');
    setBusy(false);
  };

  const stop = async (subscription: PushSubscription) => {
    setBusy(true);
    await call(async () => {
      const message = await forget(subscription.endpoint);
      await subscription.unsubscribe();
      setDevice(null);
      return message;
    }, 'Notifications are off for this device');
    setBusy(false);
  };

  return (
    <Card className="shadow-sm border-0 mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          Notifications
        </Card.Title>
        <p className="small text-body-secondary">
          Your phone tells you when your turn is near, when you are next, when a place frees up for you and when a
          message comes, even with the portal closed. While a device takes them, those alerts are not e-mailed.
        </p>
        {iosOutsideHomeScreen() && <p className="small alert alert-warning py-2">{IOS_HOME_SCREEN}</p>}
        {!supported && (
          <p className="small">
            This browser cannot show notifications; the banner on this site tells you while it is open.
          </p>
        )}
        {supported && publicKey !== undefined && (
          <div className="mb-3">
            {device === null ? (
              <Button variant="outline-primary" size="sm" disabled={busy} onClick={() => void allow(publicKey)}>
                Allow notifications on this device
              </Button>
            ) : (
              <>
                <p className="small mb-2">Notifications are on for this device.</p>
                <Button variant="outline-secondary" size="sm" disabled={busy} onClick={() => void stop(device)}>
                  Turn notifications off on this device
                </Button>
              </>
            )}
          </div>
        )}
        {choices.data && (
          <Form.Group controlId="warning-place">
            <Form.Label className="small">Warn me when my place in a queue is</Form.Label>
            <Form.Select
              size="sm"
              value={choices.data.warningPlace}
              disabled={busy}
              onChange={(event) => {
                const place = Number(event.currentTarget.value);
                void call(() => setPlace(place), `You will be warned at place ${place}`);
              }}
            >
              {PLACES.map((place) => (
                <option key={place} value={place}>
                  {placeLabel(place)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </Card.Body>
    </Card>
  );
}

const permissionRefusal = (permission: NotificationPermission): string =>
  permission === 'denied'
    ? "Notifications are blocked for this site in your browser's settings"
    : 'Notifications were not allowed';
