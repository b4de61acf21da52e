import { QueryProvider } from '../../components/query-provider';
import { DevOutboxPage } from '../../features/dev-outbox/dev-outbox-page';

export function Component() {
  return (
    <QueryProvider>
      <DevOutboxPage />
    </QueryProvider>
  );
}
