import { useEffect, useRef, useState } from 'react';
import { type BoardShown, queueAnnouncements } from './queue-announcements.js';

/**
 * A polite live region (WCAG 4.1.3) that says what changed in the queue since the board shown
 * before, in words: the screen changes under a screen reader's user without their doing.
 */
export function QueueAnnouncer({ board }: { readonly board: BoardShown }) {
  const shown = useRef<BoardShown | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = shown.current;
    shown.current = board;
    if (before === null || before === board) return;
    const said = queueAnnouncements(before, board);
    if (said.length > 0) setMessage(said.join(' '));
  }, [board]);
  return (
    <div role="status" aria-live="polite" className="visually-hidden">
      {message}
    </div>
  );
}
