import { Link } from 'react-router';
import { paths } from '../../shared/paths';

/** A visitor's two ways to an account: sign in, or sign up. Texts translated by the caller. */
export function AccountLinks({ signIn, signUp }: { signIn: string; signUp: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.signIn} className="btn-primary">
        {signIn}
      </Link>
      <Link to={paths.signUp} className="btn-secondary">
        {signUp}
      </Link>
    </div>
  );
}
