// Builds the Fastify app from its dependencies, so tests can hand it their own database.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMailSender, type MailSender } from './adapters/mail';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { AppError } from './errors';
import { adminCounterRoutes } from './modules/admin/counter-routes';
import { type Auth, createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/routes';
import { clientErrorRoutes } from './modules/client-errors/routes';
import { contactRoutes } from './modules/contact/routes';
import { counterRoutes } from './modules/counters/routes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { meRoutes } from './modules/me/routes';
import { pageViewRoutes } from './modules/page-views/routes';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { registerErrorHandler } from './plugins/error-handler';
import { enforceAccess, type RegisteredRoute, requireAccessDeclarations } from './plugins/route-access';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** Serve the built SPA (off in API tests). */
  serveWebApp?: boolean;
  /** Defaults to SMTP when SMTP_URL is set, else the mail_outbox table. */
  mail?: MailSender;
}

export interface SahelHeartsApp extends FastifyInstance {
  registeredRoutes: RegisteredRoute[];
  auth: Auth;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export async function buildApp({ config, db, serveWebApp = true, mail }: AppDependencies): Promise<SahelHeartsApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // Off, so that genReqId always runs: with a header name set, Fastify would take any incoming
    // value as it is, and a forged id could carry anything into the logs and the response.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }) as unknown as SahelHeartsApp;

  app.registeredRoutes = [];
  requireAccessDeclarations(app, app.registeredRoutes);
  app.auth = createAuth({ config, db, mail: mail ?? createMailSender(config, db), log: app.log });
  enforceAccess(app, app.auth);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Many members are on slow, metered networks: compress every sizeable response (built assets
  // are precompressed at build time and sent as they are).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, { production: config.NODE_ENV === 'production' });
  // Limits are per route (config.rateLimit); in-memory for the public site's forms. The plugin
  // throws what the builder returns, so the 429 goes through our error handler in our shape.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests. Please wait and try again.', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });

  await app.register(healthRoutes, { db });
  await app.register(counterRoutes, { db });
  await app.register(eventRoutes, { db });
  await app.register(contactRoutes, { db, perHour: config.CONTACT_RATE_LIMIT_PER_HOUR });
  await app.register(pageViewRoutes, { db });
  await app.register(clientErrorRoutes, { db });
  await app.register(authRoutes, {
    auth: app.auth,
    publicOrigin: config.PUBLIC_ORIGIN,
    perHour: config.AUTH_RATE_LIMIT_PER_HOUR,
  });
  await app.register(meRoutes, { auth: app.auth });
  await app.register(adminCounterRoutes, { db });
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL && !mail) await app.register(devOutboxRoutes, { db });
  if (serveWebApp) await registerWebApp(app, { distDir: config.WEB_DIST_DIR, publicOrigin: config.PUBLIC_ORIGIN });

  return app;
}
