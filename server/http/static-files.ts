import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { notFound } from './errors';
import { makeMissingVariant } from '../media/image-store';
import { isMediaKey, type MediaStore, mediaTypeOf } from '../media/media-store';
import { acceptsBrotli, brotliAssets, brotliPages } from './brotli-assets';
import { getCookie } from 'hono/cookie';
import { intoHead, type PageHints } from './page-hints';
import { criticalCssOf } from './critical-css';
import { intoShell, type ServerPage, type ServerPages } from './server-pages';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const NOT_BUILT =
  'The app has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload this page.';

/**
 * The decoded path segments after `prefix`, or null when one of them could step outside the folder (`..`, an
 * encoded slash or backslash, a NUL) or names a hidden file.
 */
export function safeSegments(pathname: string, prefix = '/'): string[] | null {
  if (!pathname.startsWith(prefix)) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(prefix.length).split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** The resolved file if it is a regular file inside root. */
async function regularFile(root: string, segments: string[]) {
  const file = join(root, ...segments);
  if (!file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The raw (still percent-encoded, dot segments already resolved by the URL parser) path. */
const rawPath = (c: Context) => new URL(c.req.url).pathname;

/**
 * `GET /api/media/<folder>/<name>.webp` from the media store (MEDIA_STORE), whichever it is. Names are random and
 * never reused, so an answer is cached for good; its ETag is a hash of the bytes, and a client that sends it back
 * gets a 304 without them.
 */
export function serveMedia(store: MediaStore, prefix = '/api/media/'): Handler {
  return async (c) => {
    const segments = safeSegments(rawPath(c), prefix);
    const key = segments && `/media/${segments.join('/')}`;
    if (!key || !isMediaKey(key)) return notFound(c);
    const bytes = (await store.get(key)) ?? (await makeMissingVariant(store, key));
    if (!bytes) return notFound(c);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const headers = { 'Content-Type': mediaTypeOf(key), 'Cache-Control': IMMUTABLE, ETag: etag };
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(bytes), 200, headers);
  };
}

/** If-None-Match names `etag` (weakly or not), or is `*`. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/**
 * The built app from `distDir`: its files as they are (hashed `/assets/*` cached for a year), and `index.html`
 * for every other path so the app's router decides, including its own 404 page. The public pages come drawn, with
 * their content, when `pages` can draw them (server-pages.ts); otherwise index.html is the empty shell the app fills.
 */
export function serveApp(distDir: string, hints?: PageHints, pages?: ServerPages): Handler {
  const brotli = brotliAssets();
  const pagesInBrotli = brotliPages();
  return async (c) => {
    const segments = safeSegments(rawPath(c));
    if (segments === null) return c.text('Not found', 404);
    if (segments.length > 0) {
      const found = await regularFile(distDir, segments);
      if (found) {
        const hashed = segments[0] === 'assets';
        const compressed = hashed && acceptsBrotli(c.req.header('Accept-Encoding')) ? brotli.get(found) : undefined;
        if (compressed) return fileResponse(c, { ...found, variant: 'br' }, IMMUTABLE, compressed, 'br');
        return fileResponse(c, found, hashed ? IMMUTABLE : 'no-cache');
      }
      // A missing hashed file is a stale page asking for an old build: index.html in its place would fail as script.
      if (segments[0] === 'assets') return c.text('Not found', 404);
    }
    const index = await regularFile(distDir, ['index.html']);
    if (!index) return c.text(NOT_BUILT, 503);
    const page = pages ? await pages(rawPath(c), new URL(c.req.url).search, getCookie(c, 'locale')) : null;
    if (page) {
      const extra = hints ? await hints(rawPath(c), { drawn: true }).catch(() => '') : '';
      // The page's own title (in its language) in place of the hints' English one.
      const head = `${page.head}${extra.replace(/<title>[\s\S]*?<\/title>/, '')}`;
      const html = await withPageInShell(distDir, intoHead(await readFile(index.file, 'utf8'), head), page);
      if (html !== null) {
        c.header('Vary', 'Cookie');
        if (!acceptsBrotli(c.req.header('Accept-Encoding'))) {
          return fileResponse(c, { ...index, variant: hashOf(html) }, 'no-cache', html, undefined, page.status);
        }
        const response = await fileResponse(c, { ...index, variant: `${hashOf(html)}-br` }, 'no-cache', () => pagesInBrotli.get(html), 'br', page.status);
        response.headers.set('Vary', 'Cookie, Accept-Encoding');
        return response;
      }
    }
    const extra = hints ? await hints(rawPath(c)).catch(() => '') : '';
    if (extra === '') return fileResponse(c, index, 'no-cache');
    // The hints name data that changes (a meal's photo): they are part of the validator, as the file is.
    const html = intoHead(await readFile(index.file, 'utf8'), extra);
    return fileResponse(c, { ...index, variant: hashOf(extra) }, 'no-cache', html);
  };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/g;
const JSON_LD = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;
const sheets = new Map<string, { mtimeMs: number; critical: ((html: string) => string) | null }>();

/**
 * A drawn page whose first paint waits for no second request and for as few bytes as can be: in its head only the
 * styles its markup uses (critical-css.ts; on a phone's slow network a stylesheet's request is a connection's set-up
 * and a round trip, about 0.4 s of the largest paint in Lighthouse's mobile run, and the whole sheet inline was 10 kB
 * more of compressed HTML than these rules). The stylesheet's link moves after the content, where it blocks no paint,
 * into the template public/first-paint.js adds once the photo is drawn (below; without that file, to the end of the
 * body, where it holds back the app's script as a stylesheet does the scripts after it): it styles what the page draws
 * later (lazy screens, states the markup does not have), tells Vite's loader of lazy modules (which looks for a lazy
 * module's stylesheet among the page's links) that these styles are on the page, and is in before the app's script
 * runs, so hydration draws nothing unstyled. The link-preview JSON-LD follows the content too: crawlers read it
 * anywhere in the page. A stylesheet that cannot be read, or could close the `<style>`, stays a link in the head.
 */
async function withPageInShell(distDir: string, shell: string, page: ServerPage): Promise<string | null> {
  const jsonLd = shell.match(JSON_LD)?.join('') ?? '';
  const names = [...shell.matchAll(STYLESHEET)].map(([, name = '']) => name);
  const critical = new Map(await Promise.all(names.map(async (name) => [name, await criticalOf(distDir, name)] as const)));
  const links: string[] = [];
  const withStyles = shell.replace(JSON_LD, '').replace(STYLESHEET, (link, name: string) => {
    const subset = critical.get(name);
    if (!subset) return link;
    links.push(link);
    return `<style>${subset(`${shell}${page.root}`)}</style>`;
  });
  if (!(await regularFile(distDir, [FIRST_PAINT]))) {
    return intoShell(withStyles, { ...page, after: `${page.after}${links.join('')}${jsonLd}` });
  }
  const preloads = withStyles.match(MODULE_PRELOAD)?.join('') ?? '';
  const shellAfterPhoto = withEntryAfterPhoto(withStyles.replace(MODULE_PRELOAD, ''));
  // A reader without JavaScript never runs first-paint.js: the sheet still reaches them, after the content.
  const later = `<template id="after-photo">${links.join('')}${preloads}</template><noscript>${links.join('')}</noscript>`;
  return intoShell(shellAfterPhoto, { ...page, after: `${page.after}${later}${jsonLd}` });
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const FIRST_PAINT = 'first-paint.js';

/**
 * The app's script started by public/first-paint.js once the page's largest photo is drawn, not by the head, and with
 * it the stylesheet and the modules the page's screen loads, kept in an inert <template> until then: in Lighthouse's
 * mobile run the photo otherwise shared the slow network with them and waited for the script's run (the largest
 * paint of /meal/{id} 2.3 s instead of 1.5 s). first-paint.js runs the app's script once the stylesheet is in. It is
 * asked for at a low priority itself: the photo comes first, and nothing the page needs for its first paint hangs from
 * a script (what it starts, it starts after that paint).
 */
const withEntryAfterPhoto = (html: string) =>
  html.replace(
    ENTRY,
    (_, src: string) => `<script type="module" fetchpriority="low" src="/${FIRST_PAINT}" data-entry="${src}"></script>`,
  );

/** The critical styles of a built stylesheet, or null when it cannot be inlined. */
async function criticalOf(distDir: string, name: string) {
  const found = await regularFile(distDir, ['assets', name]);
  if (!found) return null;
  let known = sheets.get(found.file);
  if (known?.mtimeMs !== found.mtimeMs) {
    const css = await readFile(found.file, 'utf8');
    known = { mtimeMs: found.mtimeMs, critical: /<\/style/i.test(css) ? null : criticalCssOf(css) };
    sheets.set(found.file, known);
  }
  return known.critical;
}

/** A short FNV-1a hash, enough to tell two versions of the hints apart in an ETag. */
function hashOf(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
  /** Set when the answer is the file changed for this request. */
  variant?: string;
}

async function fileResponse(
  c: Context,
  found: FoundFile,
  cacheControl: string,
  /** A function when the bytes are only worth making for a client without the ETag (a page to compress). */
  body?: string | Uint8Array<ArrayBuffer> | (() => Promise<Uint8Array<ArrayBuffer>>),
  encoding?: 'br',
  status: 200 | 404 = 200,
) {
  const variant = found.variant ? `-${found.variant}` : '';
  const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}${variant}"`;
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(found.file) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  // Set here, the compress middleware leaves the answer alone.
  if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  const bytes = typeof body === 'function' ? await body() : body;
  return c.body(bytes ?? (await readFile(found.file)), status, headers);
}
