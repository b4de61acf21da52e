import { Navigate } from 'react-router';
import { paths } from '../../../shared/paths';

/**
 * /verify/:verifyID (spec section 2, the identity verification screen): the identity check is the
 * onboarding gate's "Verify ID" step, on '/', where the gate shows each member their own next step
 * (docs/decisions/0013-verification-and-photos.md). No link or e-mail carries a verification id:
 * the address leads there, replacing itself so that Back does not return to it.
 */
export function Component() {
  return <Navigate to={paths.home} replace />;
}
