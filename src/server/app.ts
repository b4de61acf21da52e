// Builds the Fastify app from its dependencies, so tests can hand it their own database.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { ApiErrorBody } from '../shared/errors';
import { LIVE_FRAME_MAX_BYTES } from '../shared/contracts/messages';
import { createJobQueue, type JobQueue } from './adapters/job-queue';
import { createLiveBus, type LiveBus } from './adapters/live-bus';
import { createMailSender, type MailSender } from './adapters/mail';
import { createPushSender, type PushSender } from './adapters/push';
import { createSmsSender, type SmsSender } from './adapters/sms';
import { createFileStorage, type FileStorage } from './adapters/storage';
import { encryptedStorage } from './adapters/storage/encrypted-storage';
import type { AppConfig } from './config/env';
import { type Database, poolOf } from './db/client';
import { accountRoutes } from './modules/account-data';
import { badgeRoutes } from './modules/badges';
import { personalData } from './personal-data';
import { adminCounterRoutes, adminJobRoutes } from './modules/admin';
import { apiDocsRoutes, collectApiRoutes } from './modules/api-docs';
import { type Auth, createAuth } from './modules/auth';
import { type BackgroundTasks, createBackgroundTasks } from './modules/auth';
import { acceptFormerSecretCookies, authRoutes } from './modules/auth';
import { clientErrorRoutes } from './modules/client-errors';
import { contactAdminRoutes, contactRoutes } from './modules/contact';
import { auditLogRoutes } from './modules/audit-log';
import { memberAdminRoutes } from './modules/member-admin';
import { counterRoutes, publicCountersCache } from './modules/counters';
import { adminEventRoutes, eventRoutes, registerEventNotices, releasePlacesOf } from './modules/events';
import { healthRoutes } from './modules/health';
import { meRoutes } from './modules/session';
import { pageViewRoutes } from './modules/page-views';
import { createPaymentsContext, paymentRoutes } from './modules/payments';
import { photoRoutes } from './modules/photos';
import { profileRoutes } from './modules/profile';
import { questionnaireRoutes } from './modules/questionnaire';
import { registerRateLimits } from './modules/rate-limits';
import { adminVerificationRoutes, registerImageRetention } from './modules/verification';
import { verificationRoutes } from './modules/verification';
import { devOutboxRoutes } from './modules/dev-outbox';
import { moderationRoutes } from './modules/moderation';
import { discoveryRoutes } from './modules/discovery';
import { memberRoutes } from './modules/public-members';
import { chosenFeatured, landingRoutes, publishedLandingCache, type PublishedLandingCache } from './modules/landing';
import { liveMessages } from './modules/messages';
import { LiveHub } from './platform/live/live-hub';
import { liveRoutes } from './modules/messages';
import { messageRoutes } from './modules/messages';
import { registerAwayEmails } from './modules/notifications';
import { pushRoutes, registerPushNotices } from './modules/push';
import { refuseCrossSiteRequests } from './plugins/cross-site-requests';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { refuseWhenOverloaded } from './plugins/overload';
import { enforceAccess, type RegisteredRoute, requireAccessDeclarations } from './plugins/route-access';
import { readSessionUser } from './modules/auth';
import { cachedMemberReaders, type MemberReaders } from './modules/session';
import { closeConnectionsWhenShuttingDown } from './platform/lifecycle/graceful-shutdown';
import { dropOnMemberWrites, MemberChanges } from './platform/member-cache/member-changes';
import { checkAnswers } from './plugins/route-contracts';
import { registerSecurityHeaders } from './plugins/security-headers';
import { onSocketError } from './plugins/socket-errors';
import { registerWebApp } from './plugins/web-app';
import { type AppMetrics, createAppMetrics } from './platform/metrics/app-metrics';
import { countingAttempts } from './platform/metrics/counted-job-queue';
import { countedSends } from './platform/metrics/counted-sends';
import { timeLiveSignals } from './platform/metrics/live-bus-lag';
import { metricsTokenConstraint, registerMetricsRoute } from './platform/metrics/metrics-route';
import { timeRequests } from './platform/metrics/request-timing';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** Serve the built SPA (off in API tests). */
  serveWebApp?: boolean;
  /** Defaults to SMTP when SMTP_URL is set, else the mail_outbox table. */
  mail?: MailSender;
  /** Defaults to S3 when STORAGE_S3_BUCKET is set, else local disk under STORAGE_DIR. */
  storage?: FileStorage;
  /** Defaults to Twilio when configured, else the sms_outbox table (nothing in production). */
  sms?: SmsSender;
  /** Where the logs go; defaults to standard output (the API benchmark writes them to a file). */
  logStream?: FastifyLoggerOptions['stream'];
  /** Defaults to Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is, else in-process. */
  liveBus?: LiveBus;
  /** Defaults to pg-boss when DATABASE_URL is set, else in-process (docs/decisions/0030-job-queue.md). */
  jobs?: JobQueue;
  /** Defaults to Web Push with the VAPID keys of the settings (docs/decisions/0035-push-notifications.md). */
  push?: PushSender;
  /** Tests: whether the server is well, in place of a real overload (plugins/overload.ts). */
  isWell?: () => Promise<boolean>;
}

export interface SahelHeartsApp extends FastifyInstance {
  registeredRoutes: RegisteredRoute[];
  auth: Auth;
  /** What better-auth still does after answering (account e-mails); tests wait on it. */
  backgroundTasks: BackgroundTasks;
  /** Members' files (photos, ID documents, selfies); tests look inside it. */
  storage: FileStorage;
  /** This server's members' sockets and the live bus between servers; tests look inside it. */
  live: LiveHub;
  /** The scheduled and background work; tests run a job with `jobs.runNow(name)`. */
  jobs: JobQueue;
  /** Drops what the servers cache about members when they change (docs/decisions/0026-member-path-caches.md). */
  memberChanges: MemberChanges;
  /** Set on SIGTERM (platform/lifecycle/graceful-shutdown.ts): GET /api/ready answers 503 from then on. */
  shuttingDown: boolean;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Fastify logs two lines per request ("incoming request" with the host and socket, then "request
 * completed"); this logs one, when the answer is sent: method, route, status and milliseconds,
 * with the request id that every line of the request carries (docs/decisions/0022-session-cache.md,
 * "Request logs"). The route's pattern, not the address asked for: a path or a query string can
 * carry a reset token, a sign-in link or a search; an unmatched address is logged without its query.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.routeOptions.url ?? request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp({
  config,
  db,
  serveWebApp = true,
  mail,
  storage,
  sms,
  logStream,
  liveBus,
  jobs,
  push,
  isWell,
}: AppDependencies): Promise<SahelHeartsApp> {
  const app = createFastify(config, logStream);
  app.registeredRoutes = [];
  app.shuttingDown = false;
  requireAccessDeclarations(app, app.registeredRoutes);
  // Every API route as registered, for the OpenAPI description (docs/decisions/0028-route-contracts.md).
  const apiRoutes = collectApiRoutes(app);
  // Before compression and every route: answers are read as sent (docs/decisions/0028-route-contracts.md).
  if (config.NODE_ENV !== 'production') checkAnswers(app);
  app.backgroundTasks = createBackgroundTasks(app.log);
  app.storage = storage ?? createFileStorage(config);
  // This app's own registry (docs/operations.md, "Metrics"); its gauges read the hub and the job
  // queue, built below, only when Prometheus asks. Requests are timed, and the process measured,
  // only when someone may read it.
  const metricsReadable = config.METRICS_TOKEN !== undefined;
  const metrics = createAppMetrics(
    { pool: poolOf(db), liveSockets: () => app.live.size, jobs: () => app.jobs.status(), log: app.log },
    { processMetrics: metricsReadable },
  );
  if (metricsReadable) timeRequests(app, metrics);
  // Counted here, once, whichever feature sends.
  const smsSender = countedSends(sms ?? createSmsSender(config, db), metrics.smsSends);
  const mailSender = countedSends(mail ?? createMailSender(config, db), metrics.emailSends);
  // Modules register their jobs while the app is built; it starts once ready, stops on close.
  app.jobs = countingAttempts(jobs ?? createJobQueue(config, app.log), metrics.jobAttempts);
  app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', () => app.jobs.stop());
  app.memberChanges = new MemberChanges((error) => app.log.warn({ err: error }, 'a member change was not told to the other servers'));
  app.auth = createAuth({
    config,
    db,
    mail: mailSender,
    log: app.log,
    backgroundTasks: app.backgroundTasks,
    memberChanges: app.memberChanges,
    // The hub is built below, once the bus is; a session only ends on a request, after that.
    endSession: (memberId, sessionId) => app.live.endSessions(memberId, [sessionId]),
  });
  // Cookies signed with a former secret are signed again with the current one before the access
  // check or any route reads them (docs/operations.md, "Secrets and their rotation").
  acceptFormerSecretCookies(app, app.auth, config.BETTER_AUTH_PREVIOUS_SECRETS);
  // E-mails better-auth sends after answering must reach the database before it closes.
  app.addHook('onClose', () => app.backgroundTasks.settled());
  const memberCacheMs = config.MEMBER_CACHE_SECONDS * 1000;
  const memberReaders = cachedMemberReaders(() => app.auth, db, app.memberChanges, memberCacheMs);
  await guardRequests(app, { config, memberReaders, isWell });
  // Who is on the site, and the job that e-mails the others their news: before the routes, so that
  // its hooks see every member request (docs/decisions/0025-away-notifications.md).
  registerAwayEmails(app, {
    db,
    mail: mailSender,
    publicOrigin: config.PUBLIC_ORIGIN,
    jobs: app.jobs,
    everySeconds: config.AWAY_EMAILS_EVERY_SECONDS,
  });
  await registerPlugins(app, { config, db });
  const bus = liveBus ?? (await createLiveBus(config, (error) => app.log.error({ err: error }, 'live bus error')));
  app.live = new LiveHub(bus, app.log, liveMessages(db));
  app.memberChanges.connect(bus);
  const stopTimingSignals = timeLiveSignals(bus, metrics.liveBusLag);
  app.addHook('onClose', async () => {
    stopTimingSignals();
    app.memberChanges.close();
    await app.live.close();
    if (!liveBus) await bus.close();
  });
  if (metricsReadable) registerMetricsRoute(app, metrics.registry);
  const pushSender = push ?? createPushSender(config.vapid);
  // The published landing content, read through one cache by its route and by the pre-rendered
  // /landing page (docs/decisions/0038-prerendered-public-pages.md).
  const landing = publishedLandingCache(db, config.PUBLIC_COUNTERS_CACHE_SECONDS * 1000);
  await registerModules(app, {
    config,
    db,
    mail: mailSender,
    sms: smsSender,
    pushSender,
    memberReaders,
    memberCacheMs,
    bus,
    metrics,
    landing,
  });
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL && !mail) await app.register(devOutboxRoutes, { db });
  await app.register(apiDocsRoutes, { routes: apiRoutes, auth: app.auth, referencePage: config.NODE_ENV !== 'production' });
  if (serveWebApp) {
    await registerWebApp(app, {
      distDir: config.WEB_DIST_DIR,
      publicOrigin: config.PUBLIC_ORIGIN,
      readPublishedLanding: () => landing.read(),
    });
  }

  return app;
}

/** The Fastify instance: its logger, request ids and the answer to a malformed address. */
function createFastify(config: AppConfig, logStream: AppDependencies['logStream']): SahelHeartsApp {
  return Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
        censor: '[redacted]',
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // Off, so that genReqId always runs: with a header name set, Fastify would take any incoming
    // value as it is, and a forged id could carry anything into the logs and the response.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    // A malformed or over-long path parameter is refused by the router, before any route or error
    // handler runs: answer it in the API's own { code, message } shape, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      const body: ApiErrorBody = { code: 'VALIDATION_FAILED', message: 'The address is not valid.' };
      void (reply as FastifyReply).code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400).send(body);
    },
    // GET /metrics exists only for a caller with the token, decided by the router itself
    // (platform/metrics/metrics-route.ts); without METRICS_TOKEN there is no such route at all.
    ...(config.METRICS_TOKEN ? { routerOptions: { constraints: metricsTokenConstraint(config.METRICS_TOKEN) } } : {}),
  }) as unknown as SahelHeartsApp;
}

/** What every request meets first, in this order: the overload check, the cross-site check, the access check. */
async function guardRequests(
  app: SahelHeartsApp,
  { config, memberReaders, isWell }: { config: AppConfig; memberReaders: MemberReaders; isWell: AppDependencies['isWell'] },
): Promise<void> {
  // First of all: a server that cannot keep up refuses before it reads a session or a body.
  await refuseWhenOverloaded(app, { maxEventLoopDelayMs: config.OVERLOAD_EVENT_LOOP_DELAY_MS, ...(isWell ? { isWell } : {}) });
  // Before the access check: a forged request is refused before its session is even read.
  refuseCrossSiteRequests(app, { trustedOrigins: config.TRUSTED_ORIGINS });
  enforceAccess(app, memberReaders);
  dropOnMemberWrites(app, app.memberChanges);
}

/** The plugins every route shares: request ids, shutdown, errors, bodies, compression, headers, rate limits, sockets. */
async function registerPlugins(app: SahelHeartsApp, { config, db }: { config: AppConfig; db: Database }): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  closeConnectionsWhenShuttingDown(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  // Many members are on slow, metered networks: compress every sizeable response (built assets
  // are precompressed at build time and sent as they are).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, { production: config.NODE_ENV === 'production' });
  // Limits are per route (config.rateLimit), counted in the database: they survive restarts
  // and are shared by every instance (docs/decisions/0010-rate-limits.md).
  await registerRateLimits(app, { db, jobs: app.jobs });
  // Sockets follow the same checks as HTTP requests (docs/decisions/0023-messages.md); a browser's
  // commands are a few bytes, so a big frame is refused (1009), a client's mistake logged as such.
  await app.register(websocket, { options: { maxPayload: LIVE_FRAME_MAX_BYTES }, errorHandler: onSocketError });
}

interface ModuleDependencies {
  config: AppConfig;
  db: Database;
  mail: MailSender;
  sms: SmsSender;
  pushSender: PushSender;
  memberReaders: MemberReaders;
  memberCacheMs: number;
  bus: LiveBus;
  metrics: AppMetrics;
  landing: PublishedLandingCache;
}

/** Every module's routes and jobs, one line each. */
async function registerModules(
  app: SahelHeartsApp,
  { config, db, mail, sms, pushSender, memberReaders, memberCacheMs, bus, metrics, landing }: ModuleDependencies,
): Promise<void> {
  // Push notifications (docs/decisions/0035-push-notifications.md): the job, and the announcer the
  // features that make news are handed.
  const push = registerPushNotices({ db, sender: pushSender, jobs: app.jobs, kickAtOnce: config.NODE_ENV !== 'test', log: app.log });
  await app.register(pushRoutes, {
    db,
    publicKey: config.vapid.publicKey,
    endpointRule: { hosts: config.pushServiceHosts, allowLoopback: config.NODE_ENV !== 'production' },
  });
  await app.register(healthRoutes, {
    db,
    liveBusConnected: () => bus.connected(),
    jobsRunning: () => app.jobs.running(),
    accepting: () => !app.shuttingDown,
  });
  const publicCounters = publicCountersCache(db, config.PUBLIC_COUNTERS_CACHE_SECONDS * 1000);
  await app.register(counterRoutes, { counters: publicCounters, maxAgeSeconds: config.PUBLIC_COUNTERS_CACHE_SECONDS });
  await app.register(eventRoutes, { db, publicOrigin: config.PUBLIC_ORIGIN });
  registerEventNotices({ db, mail, publicOrigin: config.PUBLIC_ORIGIN, jobs: app.jobs, log: app.log, push });
  await app.register(contactRoutes, { db, perHour: config.CONTACT_RATE_LIMIT_PER_HOUR });
  await app.register(pageViewRoutes, { db, perMinute: config.PAGE_VIEW_RATE_LIMIT_PER_MINUTE });
  await app.register(clientErrorRoutes, { db });
  await app.register(authRoutes, {
    auth: app.auth,
    publicOrigin: config.PUBLIC_ORIGIN,
    limits: {
      perIpPerHour: config.AUTH_RATE_LIMIT_PER_IP_PER_HOUR,
      perAccountPerHour: config.AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR,
      accountCeilingPerHour: config.AUTH_RATE_LIMIT_ACCOUNT_CEILING_PER_HOUR,
    },
    backgroundTasks: app.backgroundTasks,
  });
  await app.register(meRoutes, { db, readers: memberReaders });
  // One set of payment providers: the account deletion cancels subscriptions with them first.
  const payments = createPaymentsContext(app, {
    db,
    config,
    memberChanges: app.memberChanges,
    webhookOutcome: (provider, outcome) => metrics.paymentWebhooks.inc({ provider, outcome }),
  });
  await app.register(accountRoutes, { db, auth: app.auth, payments, storage: app.storage, hub: app.live, personalData });
  await app.register(adminCounterRoutes, { db, publicCounters });
  await app.register(adminJobRoutes, { db, jobs: app.jobs });
  await app.register(adminEventRoutes, { db, forgetCounters: () => publicCounters.forget() });
  // The admin console (docs/decisions/0033-admin-console.md).
  await app.register(contactAdminRoutes, { db, mail });
  await app.register(auditLogRoutes, { db });
  await app.register(memberAdminRoutes, {
    db,
    hub: app.live,
    memberChanges: app.memberChanges,
    sendConfirmation: async (email) => {
      await app.auth.api.sendVerificationEmail({ body: { email } });
    },
  });
  await app.register(paymentRoutes, { context: payments });
  await app.register(questionnaireRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(photoRoutes, { db, storage: app.storage });
  // ID documents and selfies are encrypted at rest; profile photos, shown to members, are not.
  const identityFiles = encryptedStorage(app.storage, config.storageEncryptionKeys);
  await app.register(verificationRoutes, { db, storage: identityFiles, sms, config });
  await app.register(adminVerificationRoutes, { db, storage: identityFiles, memberChanges: app.memberChanges });
  registerImageRetention(app.jobs, { db, storage: app.storage, retentionDays: config.VERIFICATION_IMAGE_RETENTION_DAYS });
  await app.register(liveRoutes, {
    db,
    hub: app.live,
    readSession: async (request) => (await readSessionUser(app.auth, db, request))?.session ?? null,
    access: memberReaders,
    isBusy: () => app.isUnderPressure(),
    push,
  });
  await app.register(messageRoutes, { db, hub: app.live, push });
  await app.register(badgeRoutes, { db });
  await app.register(discoveryRoutes, {
    db,
    storage: app.storage,
    hub: app.live,
    memberChanges: app.memberChanges,
    cacheMs: memberCacheMs,
    reportsPerDay: config.REPORT_RATE_LIMIT_PER_DAY,
    push,
  });
  await app.register(moderationRoutes, { db, hub: app.live, mail, memberChanges: app.memberChanges, releaseBanned: releasePlacesOf });
  await app.register(landingRoutes, { db, published: landing, cacheSeconds: config.PUBLIC_COUNTERS_CACHE_SECONDS });
  await app.register(memberRoutes, {
    db,
    auth: app.auth,
    storage: app.storage,
    countsCacheSeconds: config.PUBLIC_COUNTERS_CACHE_SECONDS,
    chosenFeatured: async () => chosenFeatured(await landing.read()),
  });
}
