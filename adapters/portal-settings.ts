import type { PortalSettings } from '../application/settings.js';
import type { Config } from './config.js';

/**
 * The settings the use cases read. A public URL given as a function is asked each time a link is
 * made: the portal knows its port (PORT may be 0) only once it listens, after composing.
 */
export const portalSettings = (publicUrl: string | (() => string), config: Config): PortalSettings => {
  const { eventTimezone, interviewMinutes, bufferMinutes } = config;
  const scheduleDefaults = { interviewMinutes, bufferMinutes };
  return typeof publicUrl === 'string'
    ? { publicUrl, eventTimezone, scheduleDefaults }
    : {
        get publicUrl() {
          return publicUrl();
        },
        eventTimezone,
        scheduleDefaults,
      };
};
