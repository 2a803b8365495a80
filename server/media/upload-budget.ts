import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The bounds that share the decoding fairly. docs/rules/robustness.md#uploads: one customer sending 40 huge pictures at
 * once stalled every other upload for half a minute; so a user has at most `perUser` uploads under way, the server at
 * most `atOnce` (the decode slots and a short queue behind them), and a user decodes at most `megapixelsPerMinute` in
 * any minute (a phone photo is 12 MP, the largest picture accepted 50). Then six customer accounts trickling two 5 MB
 * uploads each at a byte every 10 s held all 12 places for as long as they liked; so customers share only
 * `customersAtOnce` of the places (the rest are kept for the staff, whose meal photos are the menu), the customers
 * at one network address at most `perAddress` (many accounts from one address cannot take the customers' share), the
 * pace bounds below cut a body that arrives too slowly or for too long, giving its place back at once, and a customer
 * cut so waits `cutCooldownMs` before the next upload (a trickler that reopened at once would hold its places for all
 * but an instant; this way for 5 s in 35).
 */
export interface UploadLimits {
  perUser: number;
  /** Customers' uploads from one network address (an IPv6 /64 counts as one address). */
  perAddress: number;
  atOnce: number;
  /** Of `atOnce`, the most customers may hold between them. */
  customersAtOnce: number;
  megapixelsPerMinute: number;
  /** A body slower than this, over `paceWindowMs` of waiting for it, is cut (408). */
  minBytesPerSecond: number;
  paceWindowMs: number;
  /** A customer's body still arriving this long after its upload was let in is cut (408), however steady. */
  maxBodyMs: number;
  /** The same for the staff, whose meal forms carry up to three photos. */
  staffMaxBodyMs: number;
  /** After such a cut, how long the customer's next upload is refused (429). */
  cutCooldownMs: number;
}

/**
 * 8 kB/s is 64 kbit/s, less than a 2G (EDGE) phone sends. Two minutes let a 5 MB photo arrive at 43 kB/s; five (Node's
 * own limit for receiving a request) let three 12 MB meal photos arrive at 120 kB/s.
 */
export const UPLOAD_LIMITS: UploadLimits = {
  perUser: 2,
  perAddress: 4,
  atOnce: 12,
  customersAtOnce: 8,
  megapixelsPerMinute: 200,
  minBytesPerSecond: 8 * 1024,
  paceWindowMs: 5_000,
  maxBodyMs: 120_000,
  staffMaxBodyMs: 300_000,
  cutCooldownMs: 30_000,
};
const MINUTE = 60_000;

/** Who asks for a place: staff (admins) draw on every place and are not counted by address. */
export interface Uploader {
  userId: number;
  staff: boolean;
  /** The client's network (its address, or its IPv6 /64); null when unknown, and then not capped by it. */
  network: string | null;
}

/** `release` when the upload is done, `cut` when it was cut for its pace; whichever comes first counts. */
export type Admission =
  | { ok: true; release: () => void; cut: () => void }
  | { ok: false; reason: 'user-busy' | 'address-busy' | 'server-busy' }
  | { ok: false; reason: 'cooling-down'; retryAfterSeconds: number };

/** Thrown from inside an image check when its pixels would pass the uploader's budget; answered 429. */
export class PixelBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('pixel budget spent');
  }
}

const add = <K>(counts: Map<K, number>, key: K, by: number) => {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
};

export class UploadBudget {
  readonly limits: UploadLimits;
  private readonly underWay = new Map<number, number>();
  private readonly byNetwork = new Map<string, number>();
  private total = 0;
  private customers = 0;
  /** Customers cut for their pace, and when they may upload again. */
  private readonly coolingUntil = new Map<number, number>();
  private readonly decoded = new Map<number, Array<{ at: number; megapixels: number }>>();

  constructor(
    limits: Partial<UploadLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...UPLOAD_LIMITS, ...limits };
  }

  /** How many uploads hold a place now: tests wait on it to know every request has been let in or refused. */
  get held(): number {
    return this.total;
  }

  /** A place for one more upload, or why there is none; `release` it when done (a second release does nothing). */
  admit(uploader: Uploader): Admission {
    const { userId, staff } = uploader;
    // Admin accounts are made only by an admin, so they cannot be multiplied to take an address's places; and the
    // restaurant's staff often share its Wi-Fi address with customers.
    const network = staff ? null : uploader.network;
    const cooled = this.coolingUntil.get(userId) ?? 0;
    if (cooled > this.now()) {
      return { ok: false, reason: 'cooling-down', retryAfterSeconds: Math.ceil((cooled - this.now()) / 1000) };
    }
    this.coolingUntil.delete(userId);
    if ((this.underWay.get(userId) ?? 0) >= this.limits.perUser) return { ok: false, reason: 'user-busy' };
    if (network !== null && (this.byNetwork.get(network) ?? 0) >= this.limits.perAddress) {
      return { ok: false, reason: 'address-busy' };
    }
    if (this.total >= this.limits.atOnce || (!staff && this.customers >= this.limits.customersAtOnce)) {
      return { ok: false, reason: 'server-busy' };
    }
    const take = (by: 1 | -1) => {
      add(this.underWay, userId, by);
      if (network !== null) add(this.byNetwork, network, by);
      this.total += by;
      if (!staff) this.customers += by;
    };
    take(1);
    let released = false;
    const release = () => {
      if (released) return false;
      released = true;
      take(-1);
      return true;
    };
    return {
      ok: true,
      release,
      cut: () => {
        if (!release() || staff) return;
        const now = this.now();
        for (const [user, until] of this.coolingUntil) if (until <= now) this.coolingUntil.delete(user);
        this.coolingUntil.set(userId, now + this.limits.cutCooldownMs);
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
