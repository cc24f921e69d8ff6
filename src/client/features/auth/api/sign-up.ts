/** POST /api/auth/sign-up/email as a mutation. Never retried: a retry could race the first try. */
import { useMutation } from '@tanstack/react-query';
import { signUp, type SignUpInput } from '#client/lib/auth';

export function useSignUp() {
  return useMutation({ mutationFn: (input: SignUpInput) => signUp(input), retry: false });
}
