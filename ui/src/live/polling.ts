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

/** How often the student's interviews page refreshes. */
export const STUDENT_INTERVIEWS_POLL_MS = 5000;
/** How often the company's current-interviews page refreshes. */
export const COMPANY_CURRENT_INTERVIEWS_POLL_MS = 3000;
