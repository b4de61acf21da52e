// Placeholder while the account page is built (issue 3).
import { ComingSoonPage } from '../../features/coming-soon/coming-soon-page';

export function Component() {
  return <ComingSoonPage area="home" />;
}
