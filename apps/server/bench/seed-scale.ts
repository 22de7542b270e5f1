/**
 * `npm run seed:scale -- --trucks 100000 --bookings 1000000`: grows the configured database (DATABASE_URL, or
 * PGlite under DATA_DIR, as `npm start` uses) to a realistic large catalogue (src/db/seed/scale.ts), seeding
 * the demo first when it is empty, and prints how long it took. Running it again with the same figures adds
 * nothing.
 */
import { parseArgs } from 'node:util';
import { payoutBoxFor } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { SCALE_ACCOUNTS, seedScale } from '../src/db/seed/scale.ts';
import { createStorage } from '../src/lib/storage.ts';

const { values } = parseArgs({
  options: {
    trucks: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '1000000' },
  },
});
const trucks = Number(values.trucks);
const bookings = Number(values.bookings);
if (!Number.isSafeInteger(trucks) || !Number.isSafeInteger(bookings) || trucks < 0 || bookings < 0) {
  console.error('usage: npm run seed:scale -- --trucks <n> --bookings <n>');
  process.exit(2);
}

const config = loadConfig();
const started = performance.now();
const database = await openDatabase(config);
await seedDatabase(database.db, await createStorage(config), {
  demo: true,
  demoPassword: config.demoPassword,
  payoutBox: payoutBoxFor(config),
});
const added = await seedScale(database.db, {
  trucks,
  bookings,
  password: config.demoPassword,
  log: (line) => console.log(`  ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
});
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `seed:scale on ${database.driver}: +${added.trucks.toLocaleString()} trucks, +${added.bookings.toLocaleString()} bookings in ${seconds} s`,
);
console.log(
  `  heavy accounts (password as the demo's): ${SCALE_ACCOUNTS.heavyCustomer} (1,000 bookings), ${SCALE_ACCOUNTS.heavyVendor} (a truck with 5,000)`,
);
