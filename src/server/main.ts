// Starts Sahel Hearts: validates the configuration, opens and migrates the database (unless
// MIGRATE_ON_START=false: several servers run `npm run db:migrate` once instead), seeds the demo
// community when asked, and listens; on SIGTERM or SIGINT it shuts down gracefully
// (platform/lifecycle/graceful-shutdown.ts). Refuses to start, naming the setting, when one is bad.
import { loadConfigOrExit } from './config/load-or-exit';
import { buildApp } from './app';
import { authSecretConfig } from './modules/auth';
import { openDatabase } from './db/client';
import { describeCommunity, seedDemoData } from './seed/demo';
import { shutDownGracefully } from './platform/lifecycle/graceful-shutdown';

async function main() {
  const config = loadConfigOrExit();

  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
  // Without it, GET /api/ready answers 503 until the migrations are applied by `npm run db:migrate`.
  if (config.MIGRATE_ON_START) await database.migrate();
  // Built before seeding: the demo community's photos go through the app's storage adapter, and
  // the seed reports through the app's log.
  const app = await buildApp({ config, db: database.db });
  if (config.SEED_DEMO_DATA) {
    const community = await seedDemoData(database.db, authSecretConfig(config.BETTER_AUTH_SECRET, config.BETTER_AUTH_PREVIOUS_SECRETS), {
      storage: app.storage,
      size: config.DEMO_COMMUNITY_SIZE,
    });
    if (community) app.log.info({ demoCommunity: community }, describeCommunity(community));
  }
  const shutdown = (signal: string) =>
    void shutDownGracefully(app, signal, {
      closeDatabase: () => database.close(),
      timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      exit: (code) => process.exit(code),
    });
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Sahel Hearts is ready on ${config.PUBLIC_ORIGIN} (database: ${database.kind}, started in ${process.uptime().toFixed(1)} s)`,
  );
}

void main();
