/** Every section editor takes its section's value and reports a whole new value on each change. */
export interface SectionFieldsProps<T> {
  value: T;
  onChange: (next: T) => void;
  /** Prefix for element ids, unique per screen ('onboarding', 'edit-dialog'...). */
  idPrefix: string;
}
