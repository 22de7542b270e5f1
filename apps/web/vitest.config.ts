import path from 'node:path';
import preact from '@preact/preset-vite';
import { defineProject } from 'vitest/config';

const toPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // Under Node, react-router's package exports pick its CommonJS build, whose require('react') no alias reaches.
  {
    find: /^react-router$/,
    replacement: path.resolve(
      import.meta.dirname,
      '../../node_modules/react-router/dist/development/index.mjs',
    ),
  },
];

export default defineProject({
  plugins: [preact()],
  resolve: { alias: toPreact },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Run these through Vite so their `react` imports resolve to preact/compat, as in the build.
    server: { deps: { inline: ['react-router', '@tanstack/react-query'] } },
  },
});
