import { POLICY_SLUGS } from '@ft/shared';
import type { FastifyPluginAsync } from 'fastify';
import { approvedTruckIds } from '../foodtrucks/foodtrucks.repo.ts';

/** Screens behind a sign-in or mid-flow: nothing there for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/profile',
  '/profile-edit',
  '/settings',
  '/bookings',
  '/booking/',
  '/register/',
  '/foodtruck/',
  '/admin',
  '/test-',
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;

  app.get('/robots.txt', { config: { access: 'public' } }, async (_req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `${lines.join('\n')}\n`;
  });

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_req, reply) => {
    const trucks = await approvedTruckIds(app.database.db);
    const urls = [
      { loc: `${origin}/`, lastmod: undefined as string | undefined },
      { loc: `${origin}/foodtrucks`, lastmod: undefined },
      ...trucks.map((t) => ({
        loc: `${origin}/foodtrucks/${t.id}`,
        lastmod: t.updatedAt.toISOString().slice(0, 10),
      })),
      ...POLICY_SLUGS.map((slug) => ({ loc: `${origin}/policies/${slug}`, lastmod: undefined })),
    ];
    const body = urls
      .map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });
};
