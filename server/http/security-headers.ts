import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { ESEWA_FORM_URLS } from '../services/esewa-form';
import { V2_FORM_URLS } from '../services/esewa-v2';

/** Without esewaApi: ePay v2, the default. */
export type SecuritySettings = Pick<Env, 'esewaMode'> & Partial<Pick<Env, 'esewaApi'>>;

/**
 * Where the app's pages may send a form: itself, and with the real eSewa (ESEWA_MODE=test or production) eSewa's
 * payment form of the configured API, which the app posts as a full-page navigation. The sandbox stand-in is the
 * app's own origin.
 */
const formAction = ({ esewaMode, esewaApi = 'v2' }: SecuritySettings) =>
  esewaMode === 'sandbox'
    ? "'self'"
    : `'self' ${new URL((esewaApi === 'v1' ? ESEWA_FORM_URLS : V2_FORM_URLS)[esewaMode]).origin}`;

/**
 * Sent on every response, the app's pages, its API, images and error pages alike. No inline script is allowed;
 * inline styles are (Ark UI and Panda set style attributes). The only frame is the OpenStreetMap embed.
 */
export const contentSecurityPolicy = (settings: SecuritySettings) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction(settings)}`,
    "object-src 'none'",
  ].join('; ');

export const securityHeadersFor = (settings: SecuritySettings): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': contentSecurityPolicy(settings),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});

export const securityHeaders = (settings: SecuritySettings): MiddlewareHandler => {
  const headers = Object.entries(securityHeadersFor(settings));
  return async function securityHeaders(c, next) {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
};
