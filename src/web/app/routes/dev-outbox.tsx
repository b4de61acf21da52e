import { DevOutboxPage } from '../../features/dev-outbox/dev-outbox-page';

export function Component() {
  return <DevOutboxPage />;
}
