// Starts Sahel Hearts: validates the configuration, opens and migrates the database, seeds the
// demo community when asked, and listens. Refuses to start, naming the setting, when one is bad.
import { existsSync } from 'node:fs';
import { InvalidConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { describeCommunity, seedDemoData } from './seed/demo';

async function main() {
  // Settings from a local .env file, if there is one; the real environment wins over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof InvalidConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
  await database.migrate();
  // Built before seeding: the demo community's photos go through the app's storage adapter, and
  // the seed reports through the app's log.
  const app = await buildApp({ config, db: database.db });
  if (config.SEED_DEMO_DATA) {
    const community = await seedDemoData(database.db, config.BETTER_AUTH_SECRET, {
      storage: app.storage,
      size: config.DEMO_COMMUNITY_SIZE,
    });
    if (community) app.log.info({ demoCommunity: community }, describeCommunity(community));
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Sahel Hearts is ready on ${config.PUBLIC_ORIGIN} (database: ${database.kind}, started in ${process.uptime().toFixed(1)} s)`,
  );
}

void main();
