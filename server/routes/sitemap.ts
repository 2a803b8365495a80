import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Db } from '../db/database';
import { allMeals } from '../services/meals';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml`: every public page and every dish, so a search engine finds a dish added today without following the
 * app's links (which it can only see by running its script); `/robots.txt` names it, as an absolute URL must.
 */
export function sitemapRoutes(db: Db, publicUrl: string, distDir: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const pages = ['/', '/menu', '/about'].map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
      const meals = (await allMeals(db)).map(
        (meal) =>
          `<url><loc>${escapeXml(`${origin}/meal/${meal.id}`)}</loc>` +
          `<lastmod>${escapeXml(meal.created_at.slice(0, 10))}</lastmod></url>`,
      );
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...pages, ...meals].join('')}</urlset>\n`;
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
    })
    .get('/robots.txt', async (c) => {
      const rules = await readFile(join(distDir, 'robots.txt'), 'utf8').catch(() => 'User-agent: *\nAllow: /\n');
      const text = `${rules.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`;
      return c.body(text, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    });
}
