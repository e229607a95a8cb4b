/** The part of the fair day a company interviews in. */
export const SESSIONS = ['morning', 'evening', 'both'] as const;
export type Session = (typeof SESSIONS)[number];
export const DEFAULT_SESSION: Session = 'both';
