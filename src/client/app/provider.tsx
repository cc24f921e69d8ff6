import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '#client/lib/query-client';
import { ToastProvider } from '#client/components/ui/toast';

/** `queryClient` is given by the prerenderer, which reads the queries a page started. */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}): ReactElement {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
