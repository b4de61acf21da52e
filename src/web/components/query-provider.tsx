// Gives a member page the shared data cache (lib/query/query-client.ts). Only member route
// modules render it, so public pages never download TanStack Query. A cache already provided
// above (a test's own) is kept.
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from '../lib/query/query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
