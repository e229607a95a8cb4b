import { MOBILE_BREAKPOINT_PX } from '../layout/breakpoint.js';
import { useMediaQuery } from './useMediaQuery.js';

/** Under the mobile breakpoint (spec §9: 640 px) the header links collapse into a burger menu. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
}
