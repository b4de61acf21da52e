import { describe, expect, it } from 'vitest';
import { isMemberScreen } from './member-screens';

describe('isMemberScreen', () => {
  it.each(['/', '/profiles', '/matches', '/likes', '/messages', '/messages/42', '/account', '/profile'])(
    '%s opens from the worker’s copy',
    (path) => expect(isMemberScreen(path)).toBe(true),
  );

  it.each(['/landing', '/about', '/sign-in', '/events', '/pricing', '/admin', '/verify/abc', '/no-such-page'])(
    '%s keeps the network first',
    (path) => expect(isMemberScreen(path)).toBe(false),
  );
});
