import { SandboxCheckoutPage } from '../../features/paywall/sandbox-checkout-page';

export function Component() {
  return <SandboxCheckoutPage />;
}
