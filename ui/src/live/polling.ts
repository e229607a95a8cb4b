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

/** The spec's polling of the student's screens (interviews, walk-in companies), used only while the live stream is down. */
export const STUDENT_INTERVIEWS_POLL_MS = 5000;
/** The spec's polling of the company's and coordinator's interview screens, used only while the live stream is down. */
export const COMPANY_CURRENT_INTERVIEWS_POLL_MS = 3000;
