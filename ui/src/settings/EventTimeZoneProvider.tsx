import type { ReactNode } from 'react';
import useSWR from 'swr';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../domain/event-time.js';
import { getJson } from '../api/client.js';
import { EventTimeZoneContext } from './EventTimeZoneContext.js';

const SETTINGS = '/settings';

/** Reads the installation's event time zone once; the domain's default serves until it arrives. */
export function EventTimeZoneProvider({ children }: { readonly children: ReactNode }) {
  const { data } = useSWR(SETTINGS, () => getJson<{ eventTimezone: string }>(SETTINGS), { revalidateIfStale: false });
  return (
    <EventTimeZoneContext.Provider value={data?.eventTimezone ?? DEFAULT_EVENT_TIME_ZONE}>
      {children}
    </EventTimeZoneContext.Provider>
  );
}
