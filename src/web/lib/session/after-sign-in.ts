// Where an account lands once its session opens (password, second-factor code or e-mail
// confirmation): an admin's work is the dashboard, never the members' paywall; a member goes to
// Home, whose gate shows the first onboarding step not yet passed (spec section 2).
import type { Me } from '../../../shared/contracts/me';
import { paths } from '../../../shared/paths';

export function afterSignInPath(me: Me): string {
  return me.isAuthenticated && me.user?.role === 'admin' ? paths.admin : paths.home;
}
