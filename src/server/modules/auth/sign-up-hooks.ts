// better-auth's request hooks (auth.ts): where confirmation links land, our checks of a sign-up's
// own fields (display name, date of birth, language; the minimum age), and one answer for a
// sign-up whoever's address it names (docs/targets.md T5).
import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { dateOfBirthProblem, MINIMUM_AGE_YEARS } from '../../../shared/account-rules';
import { signUpFields } from '../../../shared/contracts/account';
import { AUTH_PATHS } from '../../../shared/routes/auth';
import { isLinkForAnotherMember, OTHER_ACCOUNT_URL } from './confirmation-link';
import { isMemberAddress, rehearseNewMemberRows, writeDecoyResetToken } from './same-work-for-any-address';

/** Where an e-mail confirmation link lands: the onboarding gate, with a welcome notice. */
const VERIFIED_CALLBACK_URL = '/?verified=1';

/** `resetTokenSeconds`: how long a reset token lives, for the decoy one written for an unknown address. */
export function signUpHooks(db: Database, resetTokenSeconds: number): BetterAuthOptions['hooks'] {
  return {
    before: createAuthMiddleware(async (ctx) => {
      // A confirmation link signs its member in: never over another member signed in here.
      if (ctx.path === AUTH_PATHS.verifyEmail) {
        const signedIn = await getSessionFromCtx(ctx);
        if (isLinkForAnotherMember(signedIn?.user.email, ctx.query?.token)) throw ctx.redirect(OTHER_ACCOUNT_URL);
        return;
      }
      // Every confirmation link ends on the gate, which greets the member (or explains a
      // failed link: better-auth then appends ?error=...). Set here, never by the browser.
      if (ctx.path === AUTH_PATHS.signIn || ctx.path === AUTH_PATHS.sendVerificationEmail) {
        return { context: { body: { ...(ctx.body as Record<string, unknown>), callbackURL: VERIFIED_CALLBACK_URL } } };
      }
      if (ctx.path !== AUTH_PATHS.signUp) return;
      const parsed = signUpFields.safeParse(ctx.body ?? {});
      if (!parsed.success) {
        throw new APIError('BAD_REQUEST', {
          code: 'VALIDATION_FAILED',
          message: 'A display name, a date of birth (YYYY-MM-DD) and a known language are required.',
        });
      }
      if (dateOfBirthProblem(parsed.data.dateOfBirth) === 'tooYoung') {
        throw new APIError('BAD_REQUEST', {
          code: 'UNDER_MINIMUM_AGE',
          message: `Members must be ${MINIMUM_AGE_YEARS} or older.`,
        });
      }
      // better-auth requires `name`; ours is the display name, so the browser sends it once.
      return {
        context: {
          body: {
            ...(ctx.body as Record<string, unknown>),
            ...parsed.data,
            name: parsed.data.displayName,
            callbackURL: VERIFIED_CALLBACK_URL,
          },
        },
      };
    }),
    // better-auth answers a known e-mail with a made-up user (another id, other timestamps): the
    // same shape, not the same body. One fixed body says nothing about who is already a member
    // (docs/targets.md T5); the browser only needs to know to look for the e-mail. The kind of
    // address that wrote nothing first writes the rows the other kind writes (undone for a
    // sign-up, a decoy token for a reset): the answers then come after the same work as well
    // (same-work-for-any-address.ts).
    after: createAuthMiddleware(async (ctx) => {
      if (isAPIError(ctx.context.returned)) return;
      if (ctx.path === AUTH_PATHS.requestPasswordReset && isMemberAddress() === false) await writeDecoyResetToken(db, resetTokenSeconds);
      if (ctx.path !== AUTH_PATHS.signUp) return;
      if (isMemberAddress()) await rehearseNewMemberRows(db, newMemberFieldsOf(ctx.body));
      return ctx.json({ status: true });
    }),
  };
}

/** The fields a sign-up's body gives the new member, once the before hook has checked them. */
function newMemberFieldsOf(body: unknown) {
  const fields = signUpFields.parse(body);
  return { ...fields, name: fields.displayName };
}
