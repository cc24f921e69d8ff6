/**
 * The medicine cabinet's limits and messages. Without zod, apart from the medications contract, so
 * the cabinet's first screen (the list and its notice) does not load the contract's schemas.
 */
export const MEDICATION_MESSAGES = {
  nameRequired: 'Medication name is required',
  tooMany: 'You can keep up to 100 medicines in your cabinet.',
  multiple: 'Multiple Medications Detected',
} as const;

/** More than this many listed medications shows 'Multiple Medications Detected'. */
export const MULTIPLE_MEDICATIONS_THRESHOLD = 2;
export const CABINET_MAX = 100;
