import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Issue 14: one customer sending 40 huge pictures at once stalled every other upload for half a minute. Three bounds
 * share the decoding fairly: a user has at most UPLOADS_PER_USER uploads under way, the server at most
 * UPLOADS_AT_ONCE (the decode slots and a short queue behind them), and a user decodes at most
 * MEGAPIXELS_PER_MINUTE in any minute: a phone photo is 12 MP, the largest picture accepted 50.
 */
export const UPLOADS_PER_USER = 2;
export const UPLOADS_AT_ONCE = 12;
export const MEGAPIXELS_PER_MINUTE = 200;
const MINUTE = 60_000;

export type Admission = { ok: true; release: () => void } | { ok: false; reason: 'user-busy' | 'server-busy' };

/** Thrown from inside an image check when its pixels would pass the uploader's budget; answered 429. */
export class PixelBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('pixel budget spent');
  }
}

export interface UploadLimits {
  perUser: number;
  atOnce: number;
  megapixelsPerMinute: number;
}

export class UploadBudget {
  private readonly underWay = new Map<number, number>();
  private total = 0;
  private readonly decoded = new Map<number, Array<{ at: number; megapixels: number }>>();

  constructor(
    private readonly limits: UploadLimits = {
      perUser: UPLOADS_PER_USER,
      atOnce: UPLOADS_AT_ONCE,
      megapixelsPerMinute: MEGAPIXELS_PER_MINUTE,
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** A place for one more upload of this user, or why there is none; `release` exactly once when it is done. */
  admit(userId: number): Admission {
    const mine = this.underWay.get(userId) ?? 0;
    if (mine >= this.limits.perUser) return { ok: false, reason: 'user-busy' };
    if (this.total >= this.limits.atOnce) return { ok: false, reason: 'server-busy' };
    this.underWay.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.underWay.get(userId) ?? 1) - 1;
        if (left > 0) this.underWay.set(userId, left);
        else this.underWay.delete(userId);
      },
    };
  }

  /** Counts a picture's pixels against the user's minute, or says in how many seconds they would fit. */
  charge(userId: number, pixels: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.now();
    const recent = (this.decoded.get(userId) ?? []).filter((entry) => entry.at > now - MINUTE);
    const megapixels = pixels / 1_000_000;
    let spent = recent.reduce((sum, entry) => sum + entry.megapixels, 0);
    if (spent + megapixels > this.limits.megapixelsPerMinute) {
      // The earliest moment enough of the minute's pictures have aged out for this one to fit.
      let freedAt = now;
      for (const entry of recent) {
        if (spent + megapixels <= this.limits.megapixelsPerMinute) break;
        spent -= entry.megapixels;
        freedAt = entry.at + MINUTE;
      }
      this.remember(userId, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
    }
    recent.push({ at: now, megapixels });
    this.remember(userId, recent);
    return { ok: true };
  }

  private remember(userId: number, recent: Array<{ at: number; megapixels: number }>) {
    if (recent.length > 0) this.decoded.set(userId, recent);
    else this.decoded.delete(userId);
  }
}

/** The uploader of the request being handled: image checks charge its budget without every caller passing it on. */
const uploader = new AsyncLocalStorage<(pixels: number) => void>();

export const asUploader = <T>(charge: (pixels: number) => void, run: () => Promise<T>) => uploader.run(charge, run);

/** Called by the image check once it knows a picture's size, before decoding it; throws PixelBudgetSpent. */
export function chargeUploader(pixels: number): void {
  uploader.getStore()?.(pixels);
}
