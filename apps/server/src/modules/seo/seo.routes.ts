import { fillRoute, INDEXABLE_ROUTES, POLICY_SLUGS, ROUTES, type RouteName, routePrefix } from '@ft/shared';
import type { FastifyPluginAsync } from 'fastify';
import { approvedTruckIds } from '../foodtrucks/foodtrucks.service.ts';

/**
 * Every screen that is not for a search engine (signed-in, mid-flow, operators', development), as the prefixes
 * robots.txt disallows; one prefix already disallowed covers the longer ones.
 */
const PRIVATE_PATHS = (() => {
  const prefixes = (Object.keys(ROUTES) as RouteName[])
    .filter((name) => !INDEXABLE_ROUTES.includes(name))
    .map((name) => routePrefix(ROUTES[name]))
    .concat('/api/')
    .sort();
  return prefixes.filter((prefix, i) => !prefixes.slice(0, i).some((shorter) => prefix.startsWith(shorter)));
})();

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
      { loc: `${origin}${ROUTES.home}`, lastmod: undefined as string | undefined },
      { loc: `${origin}${ROUTES.foodtrucks}`, lastmod: undefined },
      ...trucks.map((t) => ({
        loc: `${origin}${fillRoute(ROUTES.foodtruck, { id: t.id })}`,
        lastmod: t.updatedAt.toISOString().slice(0, 10),
      })),
      ...POLICY_SLUGS.map((slug) => ({
        loc: `${origin}${fillRoute(ROUTES.policy, { slug })}`,
        lastmod: undefined,
      })),
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
