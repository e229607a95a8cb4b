declare global {
  interface Window {
    /** Set by browser tests before the app loads: no fallback polling, so only the live stream can change a screen. */
    __CAREER_FAIR_NO_POLLING__?: boolean;
  }
}

/** Whether the fallback polling is switched off (browser tests only, ui/README.md). */
export function pollingSwitchedOff(): boolean {
  return typeof window !== 'undefined' && window.__CAREER_FAIR_NO_POLLING__ === true;
}
