import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom per worker instead of one per file (45 s → 5 s here); src/test/between-files.ts clears what a
    // file leaves behind.
    isolate: false,
    setupFiles: ['src/test/between-files.ts'],
  },
});
