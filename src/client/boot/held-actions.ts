/**
 * The taps, Enters and submissions made on a server-rendered part before React has hydrated it,
 * held to be replayed once it has: the boot loader holds them for a whole page
 * (public-page-boot.ts), a form that loads on edit for itself (form-on-edit.tsx). No React, no
 * app code: part of the boot loader.
 */

/** An action held until hydration: a tap on a control, an Enter in a field, a form submitted. */
export interface HeldAction {
  control: HTMLElement;
  enter: boolean;
}

/** The form a held action submits, or null for an action that submits none. */
function submittedForm(action: HeldAction): HTMLFormElement | null {
  const control = action.control;
  if (control instanceof HTMLFormElement) return control;
  if (action.enter) return (control as HTMLInputElement).form ?? null;
  const isSubmit =
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit';
  return isSubmit ? (control as HTMLButtonElement).form : null;
}

/**
 * Adds an action to those held. A control tapped again is replayed once (a visitor who saw
 * nothing happen taps again), and a form is submitted once, by the last of its submissions (an
 * Enter, then a tap on Send). Different controls are replayed in the order tapped: a chip, then
 * Save, must both reach the app.
 */
export function addHeldAction(held: HeldAction[], action: HeldAction): HeldAction[] {
  const form = submittedForm(action);
  return [
    ...held.filter(
      (earlier) =>
        earlier.control !== action.control && (form === null || submittedForm(earlier) !== form),
    ),
    action,
  ];
}
