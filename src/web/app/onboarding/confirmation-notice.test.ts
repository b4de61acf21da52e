import { describe, expect, it } from 'vitest';
import { confirmationNotice } from './confirmation-notice';

const notice = (query: string, signedIn: boolean) => confirmationNotice(new URLSearchParams(query), signedIn);

describe('confirmationNotice', () => {
  it('greets a member the link signed in', () => {
    expect(notice('verified=1', true)).toEqual({ kind: 'success', key: 'emailVerified' });
  });

  it('asks a visitor to sign in when the link opened no session (used a second time)', () => {
    expect(notice('verified=1', false)).toEqual({ kind: 'success', key: 'emailVerifiedSignIn' });
  });

  it('says a failed link failed, even with verified=1 beside the error', () => {
    expect(notice('verified=1&error=TOKEN_EXPIRED', false)).toEqual({ kind: 'error', key: 'emailVerifyFailed' });
  });

  it('says a link for another account than the signed-in one was refused', () => {
    expect(notice('error=OTHER_ACCOUNT', true)).toEqual({ kind: 'error', key: 'emailLinkOtherAccount' });
  });

  it('says nothing on a plain visit', () => {
    expect(notice('', true)).toBeNull();
  });
});
