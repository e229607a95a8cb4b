import type { ReactNode } from 'react';
import useSWR from 'swr';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../domain/event-time.js';
import { api } from '../api/api.js';
import { dataOf } from '../api/client.js';
import { keptFetcher } from '../offline/browser-kept-reads.js';
import { useKeptRead } from '../offline/useKeptRead.js';
import { EventTimeZoneContext } from './EventTimeZoneContext.js';

const SETTINGS = '/settings';

/**
 * Reads the installation's event time zone once; the domain's default serves until it arrives.
 * Offline, a signed-in session's last read serves.
 */
export function EventTimeZoneProvider({ children }: { readonly children: ReactNode }) {
  const { data } = useKeptRead(
    'settings',
    useSWR(
      SETTINGS,
      keptFetcher('settings', () => api.GET(SETTINGS).then(dataOf)),
      { revalidateIfStale: false },
    ),
  );
  return (
    <EventTimeZoneContext.Provider value={data?.eventTimezone ?? DEFAULT_EVENT_TIME_ZONE}>
      {children}
    </EventTimeZoneContext.Provider>
  );
}
