/** Below this width (px) the header links collapse into a burger menu. */
export const MOBILE_BREAKPOINT_PX = 640;
