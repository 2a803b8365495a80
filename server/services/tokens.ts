import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

/** Access tokens live 5 hours (docs/rules/accounts.md#sessions), as long as the cookie that carries them. */
export const ACCESS_TOKEN_SECONDS = 5 * 60 * 60;
// One algorithm, fixed on both sides: a token naming any other (none, RS256 with our secret as a "public key") fails.
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: number;
}

export function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return sign(
    {
      sub: String(claims.userId),
      sid: claims.sessionId,
      typ: 'access',
      iat: issuedAt,
      exp: issuedAt + ACCESS_TOKEN_SECONDS,
    },
    secret,
    ALGORITHM,
  );
}

/** The claims of a genuine, unexpired access token, or null for anything else. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  let payload: Record<string, unknown>;
  try {
    // Times are checked below against the injected clock rather than by the library against the system's.
    payload = await verify(token, secret, { alg: ALGORITHM, exp: false, iat: false, nbf: false });
  } catch {
    return null;
  }
  const { sub, sid, typ, exp } = payload;
  if (typ !== 'access' || typeof exp !== 'number' || exp * 1000 <= now.getTime()) return null;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub) || typeof sid !== 'number' || !Number.isSafeInteger(sid)) {
    return null;
  }
  return { userId: Number(sub), sessionId: sid };
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A token pair sealed for the database (AES-256-GCM, the key derived from the signing secret):
 * docs/rules/robustness.md#sessions: grace window hands the same pair to a duplicate refresh, and the pair must not sit
 * there readable.
 */
export function sealTokens(secret: string, tokens: { access: string; refresh: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The pair sealed by sealTokens, or null for anything altered or sealed with another secret. */
export function openTokens(secret: string, text: string): { access: string; refresh: string } | null {
  try {
    const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
    decipher.setAuthTag(tag);
    const tokens = JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')) as unknown;
    const { access, refresh } = (tokens ?? {}) as Record<string, unknown>;
    return typeof access === 'string' && typeof refresh === 'string' ? { access, refresh } : null;
  } catch {
    return null;
  }
}

const sealKey = (secret: string) => createHash('sha256').update(`session-grace:${secret}`).digest();
