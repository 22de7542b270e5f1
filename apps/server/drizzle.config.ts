import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations in ./drizzle from the schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
