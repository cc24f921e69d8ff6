/** Under the checker's title: whether the user's profile adds cautions, or how a visitor gets them. */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth';

export function ProfileUseNote(): ReactElement {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (!isLoading && user)
    return (
      <p>
        Signed in: your health profile&apos;s allergies, conditions and age are used to add
        cautions.
      </p>
    );
  return (
    <p>
      Anyone can check.{' '}
      <Link
        to="/login"
        state={{ from: pathname }}
        className="font-semibold text-teal-800 underline underline-offset-2"
      >
        Sign in
      </Link>{' '}
      to add cautions from your health profile (allergies, conditions and age).
    </p>
  );
}
