import { buildTemplates } from './database-templates.ts';

/** Once per test run: the seeded databases every API test file copies instead of migrating its own. */
export default async function setup() {
  return buildTemplates(process.env.TEST_DATABASE_URL);
}
