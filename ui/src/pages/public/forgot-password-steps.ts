/* The forgot-password screen's three steps (spec §4), each answered by one call of domain/forgot-password.ts's forms. */
export const FORGOT_PASSWORD_STEPS = ['email', 'pin', 'new-password'] as const;
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];

/** The step after a successful one; null after the last, when the user goes to the root page. */
export const nextForgotPasswordStep = (step: ForgotPasswordStep): ForgotPasswordStep | null =>
  FORGOT_PASSWORD_STEPS[FORGOT_PASSWORD_STEPS.indexOf(step) + 1] ?? null;
