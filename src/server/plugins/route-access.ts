// Every route must say who may call it. Issue #3 adds the members, stages and admins that
// enforce it; for now the declaration itself is required, so no route is added unthinkingly.
import type { FastifyInstance } from 'fastify';

export const ACCESS_LEVELS = ['public'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel;
}

export function requireAccessDeclarations(app: FastifyInstance, registry: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds HEAD routes for GETs itself; they inherit the GET's declaration.
    if (methods.every((method) => method === 'HEAD')) return;
    if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare who may call it (config.access)`);
    }
    for (const method of methods) registry.push({ method, url: route.url, access });
  });
}
