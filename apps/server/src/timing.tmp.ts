import { buildTemplates } from './test/database-templates.ts';
const t0 = performance.now();
const done = await buildTemplates(process.env.TEST_DATABASE_URL);
console.log('templates', (performance.now() - t0).toFixed(0));
await done();
