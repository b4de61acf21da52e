// Test helpers for the account screens: a fetch stub answering by "METHOD /path", recording
// every request body, and GET /api/me answers for each kind of visitor.
import { vi } from 'vitest';
import type { Me } from '../../shared/contracts/me';

type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubFetch(routes: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const handler = routes[route];
    if (!handler) throw new TypeError(`fetch is not stubbed in this test: ${route}`);
    return handler(body);
  });
  return { spy, calls };
}

export const VISITOR: Me = {
  isAuthenticated: false,
  hasSubscription: false,
  hasCompletedQuestionnaire: false,
  hasVerifiedID: false,
  isPremium: false,
};

export function member(flags: Partial<Me> = {}): Me {
  return {
    ...VISITOR,
    isAuthenticated: true,
    user: {
      id: 'u1',
      email: 'amina@example.com',
      emailVerified: true,
      displayName: 'Amina',
      role: 'member',
      language: 'en',
      twoFactorEnabled: false,
      secondFactorVerified: false,
    },
    ...flags,
  };
}
