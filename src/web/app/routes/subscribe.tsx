import { SubscribePage } from '../../features/paywall/subscribe-page';

export function Component() {
  return <SubscribePage />;
}
