// What the OpenAPI description is made of: every API route as the server registered it, with its
// contract and the route options a contract does not carry (an image body, a socket, a rate limit).
// Gathered by an onRoute hook added before any route, so nothing registered later escapes it.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type AccessLevel, type RouteContract } from '../../../shared/routes/route';

export interface DescribedRoute {
  method: string;
  /** Fastify's pattern: `/api/photos/:id/:size`. */
  url: string;
  access: AccessLevel;
  /** Every API route's but better-auth's (plugins/route-access.ts refuses any other). */
  contract?: RouteContract;
  /** The body is an image's bytes (modules/uploads/image-body.ts). */
  imageUpload: boolean;
  /** A WebSocket route (the live socket). */
  websocket: boolean;
  /** Limited per client by @fastify/rate-limit (docs/decisions/0010-rate-limits.md). */
  rateLimited: boolean;
}

export function collectApiRoutes(app: FastifyInstance): DescribedRoute[] {
  const routes: DescribedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const config = route.config ?? {};
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      // Fastify adds a HEAD for each GET itself: the GET describes both.
      if (method === 'HEAD' || config.access === undefined) continue;
      routes.push({
        method,
        url: route.url,
        access: config.access,
        ...(config.contract ? { contract: config.contract } : {}),
        imageUpload: config.imageUpload === true,
        websocket: route.websocket === true,
        rateLimited: Boolean(config.rateLimit),
      });
    }
  });
  return routes;
}
