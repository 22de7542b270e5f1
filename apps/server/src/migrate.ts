// `npm run migrate`: applies the committed migrations and exits, as a deploy step of its own. The server also
// applies them at start, under the same advisory lock (db/client.ts), so instances started together never race.
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.close();
  console.log(`migrations applied (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
