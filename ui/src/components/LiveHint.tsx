import { useLive } from '../live/LiveContext.js';
import { pollingSwitchedOff } from '../live/polling.js';

/** Tells how the screen keeps current: live, or by polling every `pollMs` while the live stream reconnects. */
export function LiveHint({ pollMs }: { readonly pollMs: number }) {
  const { up, superseded } = useLive();
  if (up) return <span>This page updates live.</span>;
  if (superseded) {
    return (
      <span>
        Live updates are off in this tab, as the portal is open in more tabs or devices than it keeps live; this page
        refreshes every {pollMs / 1000} seconds.
      </span>
    );
  }
  if (pollingSwitchedOff()) return <span>Live updates are reconnecting.</span>;
  return <span>Live updates are reconnecting; this page refreshes every {pollMs / 1000} seconds meanwhile.</span>;
}
