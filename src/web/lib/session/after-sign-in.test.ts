import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import { afterSignInPath } from './after-sign-in';
import { SIGNED_OUT } from './auth-state';

const user = (role: 'member' | 'admin'): NonNullable<Me['user']> => ({
  id: 'u1',
  email: 'someone@example.com',
  emailVerified: true,
  displayName: 'Someone',
  role,
  language: 'en',
  twoFactorEnabled: role === 'admin',
  secondFactorVerified: role === 'admin',
});

describe('afterSignInPath', () => {
  it('sends an admin to the dashboard, even without a subscription', () => {
    expect(afterSignInPath({ ...SIGNED_OUT, isAuthenticated: true, user: user('admin') })).toBe('/admin');
  });

  it('sends a member to Home, whose gate shows the next onboarding step', () => {
    expect(afterSignInPath({ ...SIGNED_OUT, isAuthenticated: true, user: user('member') })).toBe('/');
  });

  it('sends a visitor whose session did not open to Home', () => {
    expect(afterSignInPath({ ...SIGNED_OUT })).toBe('/');
  });
});
