import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '#client/lib/query-client';
import { PageTableProvider } from '#client/lib/page-table';
import { ToastProvider } from '#client/components/ui/toast';
import { PAGE_TABLE } from './page-table-source';

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
      <PageTableProvider value={PAGE_TABLE}>
        <ToastProvider>{children}</ToastProvider>
      </PageTableProvider>
    </QueryClientProvider>
  );
}
