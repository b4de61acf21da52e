// Who the caller is (docs/decisions/0022-session-cache.md) and the one field they change here,
// without zod: the first chunk asks /api/me on every page and loads no zod (docs/targets.md S1).
// The server registers the full contracts of session.ts.
import type { z } from 'zod';
import type { meUpdateInput } from '../contracts/account';
import type { me } from '../contracts/me';
import { route, typed } from './route';

export const getMe = route({
  method: 'GET',
  path: '/api/me',
  access: 'public',
  summary: 'Who the caller is, with their onboarding flags',
  response: typed<z.output<typeof me>>(),
});

export const updateMe = route({
  method: 'PATCH',
  path: '/api/me',
  access: 'member',
  summary: "Change the member's language",
  body: typed<z.input<typeof meUpdateInput>>(),
  response: typed<z.output<typeof meUpdateInput>>(),
});
