import './production-mode.ts';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { appConfigFromEnv } from './config.ts';
import { DatabaseConnectError, openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { EnvError, parseEnv } from './env.ts';
import { createMailer } from './mail/mailer.ts';
import { placeIndex } from './modules/places/place-index.ts';
import { writePidFile } from './pid-file.ts';
import { loadOrCreateSecret } from './secret.ts';
import { openStorage } from './storage/open-storage.ts';

async function main() {
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    poolMax: env.DATABASE_POOL_MAX,
  });
  const removePidFile = env.DATABASE_URL ? () => {} : writePidFile(env.DATA_DIR);
  await seedDatabase(database.db);
  const storage = openStorage({
    dataDir: env.DATA_DIR,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicBaseUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
  });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(env.DATA_DIR, 'mail'),
  });
  const secret = loadOrCreateSecret(env.DATA_DIR, env.BETTER_AUTH_SECRET);
  const app = await buildApp({ database, storage, mailer, config: appConfigFromEnv(env, secret) });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close(); // stops accepting, lets in-flight requests finish
    await storage.close?.();
    await database.close();
    removePidFile();
  });

  // The place index (about a second's work) is built before the first family searches, not
  // while its search and every other request wait.
  placeIndex();
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DatabaseConnectError) {
    console.error(err.message);
  } else {
    console.error('CareNest failed to start:', err);
  }
  process.exit(1);
});
