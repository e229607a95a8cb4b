import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { browserNotifications } from './youre-next.js';

/** The Interviews page's offer to tell the student by a browser notification when they are next. */
export function BrowserNotificationsButton() {
  const [permission, setPermission] = useState(browserNotifications);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <p className="small text-body-secondary mb-3">
        Browser notifications are on: this browser tells you when you are next.
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="small text-body-secondary mb-3">
        Notifications are blocked for this site in your browser&apos;s settings; the banner here still tells you when
        you are next.
      </p>
    );
  }
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="mb-3"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      Notify me when I&apos;m next
    </Button>
  );
}
