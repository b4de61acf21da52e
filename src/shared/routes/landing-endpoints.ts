// The landing page's published content without zod (docs/decisions/0028-route-contracts.md): the
// landing page calls this half, so it loads no zod (docs/targets.md S1); the server registers the
// full contract of landing.ts.
import type { z } from 'zod';
import type { publicLandingContent } from '../contracts/landing-content';
import { route, typed } from './route';

export const getLandingContent = route({
  method: 'GET',
  path: '/api/landing-content/:lang',
  access: 'public',
  summary: "The landing page's published texts in one language, its countries; null while nothing is published",
  description: 'An unknown language is 404.',
  response: typed<z.output<typeof publicLandingContent>>(),
});
