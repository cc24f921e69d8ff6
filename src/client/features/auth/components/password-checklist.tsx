/** The live list of password rules, ticked as they are met (rules from listPasswordProblems). */
import { Check, Circle } from 'lucide-react';
import type { ReactElement } from 'react';
import { AUTH_MESSAGES, listPasswordProblems } from '#shared/domain/auth-rules';
import { cn } from '#client/lib/cn';

const RULES: Array<{ message: string; label: string }> = [
  { message: AUTH_MESSAGES.passwordTooShort, label: 'At least 8 characters' },
  { message: AUTH_MESSAGES.passwordNoUppercase, label: 'An uppercase letter' },
  { message: AUTH_MESSAGES.passwordNoLowercase, label: 'A lowercase letter' },
  { message: AUTH_MESSAGES.passwordNoNumber, label: 'A number' },
  { message: AUTH_MESSAGES.passwordNoSpecial, label: 'A special character' },
  {
    message: AUTH_MESSAGES.passwordCommon,
    label: 'No common patterns such as "password" or "123456"',
  },
];

export function PasswordChecklist({
  password,
  id,
}: {
  password: string;
  id: string;
}): ReactElement {
  const problems = new Set(listPasswordProblems(password));
  const tooLong = problems.has(AUTH_MESSAGES.passwordTooLong);
  return (
    <ul
      id={id}
      aria-label="Password requirements"
      className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
    >
      {RULES.map(({ message, label }) => {
        const met = password.length > 0 && !problems.has(message);
        return (
          <li
            key={message}
            className={cn('flex items-start gap-1.5', met ? 'text-emerald-800' : 'text-slate-600')}
          >
            {met ? (
              <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              <span className="sr-only">{met ? 'Met: ' : 'Not met: '}</span>
              {label}
            </span>
          </li>
        );
      })}
      {tooLong && <li className="text-red-700 sm:col-span-2">At most 128 characters</li>}
    </ul>
  );
}
