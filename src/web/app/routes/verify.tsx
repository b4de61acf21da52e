import { ComingSoonPage } from '../../features/coming-soon/coming-soon-page';

export function Component() {
  return <ComingSoonPage area="verify" />;
}
