import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { bearerToken } from '../api/client.js';
import { LiveFeed, type LiveConnection } from '../api/live.js';
import { useSession } from '../session/SessionContext.js';
import { LiveContext, type LiveState } from './LiveContext.js';

const SIGNED_OUT: LiveConnection = { up: false, offlineSince: null, superseded: false };

/**
 * One live stream per signed-in session, opened at sign-in (or restore) with the client's token and
 * closed at sign-out, when the token changes, or when the server refuses it.
 */
export function LiveProvider({ children }: { readonly children: ReactNode }) {
  const { user } = useSession();
  const signedInAs = user?.token ?? null;
  const [feed, setFeed] = useState<LiveFeed | null>(null);
  const [connection, setConnection] = useState<LiveConnection>(SIGNED_OUT);

  useEffect(() => {
    const token = bearerToken();
    if (!signedInAs || !token) return;
    const opened = new LiveFeed(token);
    const unwatch = opened.watch(setConnection);
    setConnection(opened.connection);
    setFeed(opened);
    return () => {
      unwatch();
      opened.close();
      setFeed(null);
      setConnection(SIGNED_OUT);
    };
  }, [signedInAs]);

  const { up, offlineSince, superseded } = connection;
  const state = useMemo<LiveState>(
    () => ({ feed, up, offlineSince, superseded }),
    [feed, up, offlineSince, superseded],
  );
  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}
