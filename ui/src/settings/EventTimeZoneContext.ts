import { createContext, useContext } from 'react';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../domain/event-time.js';

/** The IANA zone in which the fair's times are shown and typed (design.md §5.3). */
export const EventTimeZoneContext = createContext<string>(DEFAULT_EVENT_TIME_ZONE);

export const useEventTimeZone = (): string => useContext(EventTimeZoneContext);
