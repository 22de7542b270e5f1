/** Set at build time (vite.config.ts): the id /version.json also carries. */
declare const __BUILD_ID__: string;
