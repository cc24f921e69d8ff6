/** Auth timings: session refresh, sign-out timeout and similar waits. */

/** Pause after a successful sign-in before leaving the login page. */
export const LOGIN_REDIRECT_MS = 500;
/** Pause after signing another account out globally, before signing in. */
export const SIGN_OUT_SETTLE_MS = 500;
/** Pause on the verification landing before checking the session. */
export const VERIFICATION_WAIT_MS = 1000;
/** After a free-plan sign-up, the form returns to the login tab after this long. */
export const FREE_PLAN_REDIRECT_MS = 1500;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
