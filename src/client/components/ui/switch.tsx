/**
 * An on/off switch (WAI-ARIA's switch pattern): a button with role="switch" and aria-checked,
 * which Space and Enter toggle as any button does. `data-state` ('checked' or 'unchecked') on the
 * button and its thumb is for styling.
 *
 * Ours rather than a library's: Radix's switch keeps its button in state through a ref, so
 * hydrating a page with switches on it re-rendered each one synchronously right after React
 * committed the page (to drop the hidden form input it renders until it knows it is in no form),
 * a long task on a phone on the cabinet.
 */
import type { ButtonHTMLAttributes, ReactElement } from 'react';

interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'onChange' | 'value'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  thumbClassName?: string;
}

export function Switch({
  checked,
  onCheckedChange,
  thumbClassName,
  ...button
}: SwitchProps): ReactElement {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      {...button}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={() => onCheckedChange(!checked)}
    >
      <span aria-hidden="true" data-state={state} className={thumbClassName} />
    </button>
  );
}
