import type { SessionTokens, TokenLifetimes } from '../../../machines/account/account-api';
import { readCookie } from './cookies';

/**
 * docs/rules/entities.md#entities-and-fields and docs/rules/api.md#account: the tokens live in cookies named `access`
 * and `refresh`, path /, SameSite Lax.
 */
const NAMES = { access: 'access', refresh: 'refresh' } as const;

function write(name: string, value: string, maxAge: number) {
  // Secure whenever the page itself is on https, so a token never travels in clear once the site is.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function readSessionCookies(): { access: string | null; refresh: string | null } {
  return { access: readCookie(NAMES.access), refresh: readCookie(NAMES.refresh) };
}

export function saveSessionCookies(tokens: SessionTokens, lifetimes: TokenLifetimes) {
  write(NAMES.access, tokens.access, lifetimes.access);
  write(NAMES.refresh, tokens.refresh, lifetimes.refresh);
}

export function clearSessionCookies() {
  write(NAMES.access, '', 0);
  write(NAMES.refresh, '', 0);
}
