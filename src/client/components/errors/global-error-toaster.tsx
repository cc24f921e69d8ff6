/** Shows the global error messages (lib/global-errors) as error toasts, one at a time. */
import { useEffect } from 'react';
import { useToast } from '#client/components/ui/toast';
import { GLOBAL_ERROR_EVENT, type GlobalErrorDetail } from '#client/lib/global-errors';

export function GlobalErrorToaster(): null {
  const toast = useToast();
  useEffect(() => {
    const onGlobalError = (event: Event) => {
      const { message } = (event as CustomEvent<GlobalErrorDetail>).detail;
      toast({ title: 'Unexpected error', description: message, kind: 'error' });
    };
    window.addEventListener(GLOBAL_ERROR_EVENT, onGlobalError);
    return () => window.removeEventListener(GLOBAL_ERROR_EVENT, onGlobalError);
  }, [toast]);
  return null;
}
