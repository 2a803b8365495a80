import * as z from 'zod/mini';
import { englishOf, refusal } from './refusals';
import { FULFILMENT_TYPES } from './fulfilment-type';

/*
 * Pause and pace: how fast the kitchen takes new orders on a busy night. A pause refuses every new order (and every
 * payment) until an instant; "busy" adds minutes to every estimate for BUSY_HOLD_MINUTES; a cap limits the orders of
 * one way of ordering in one 15-minute slot. Each ends by itself: the server compares the stored instants with its
 * clock on every request, no timer runs.
 */

export const PAUSE_CHOICES = [15, 30, 60] as const;
export const BUSY_CHOICES = [10, 20, 30] as const;
/** "Busy" lasts this long from when it is set (the rush rarely lasts longer); setting it again starts it anew. */
export const BUSY_HOLD_MINUTES = 60;
export const MAX_SLOT_CAP = 200;

const FULL_TODAY = /*i18n*/ 'We are fully booked for the rest of today. Please try again later.';

export const PACE_MESSAGES = {
  /** `until` is 'HH:MM' on the restaurant's clock. */
  paused: (until: string) => englishOf(refusal('paused', { until })),
  slotFull: (next: string | null) => (next === null ? FULL_TODAY : englishOf(refusal('slotFull', { next }))),
  minutesInvalid: /*i18n*/ 'Choose one of the times offered.',
  capInvalid: /*i18n*/ 'Enter a number of orders from 1 to 200, or leave it empty for no cap.',
} as const;

const M = PACE_MESSAGES;
const oneOf = (choices: readonly number[]) =>
  z.number({ error: M.minutesInvalid }).check(z.refine((value) => value === 0 || choices.includes(value), M.minutesInvalid));

/** PUT /about/pace/pause/ (admin): pause new orders this many minutes from now; 0 resumes them now. */
export const pauseRequest = z.object({ minutes: oneOf(PAUSE_CHOICES) });
export type PauseRequest = z.infer<typeof pauseRequest>;

/** PUT /about/pace/busy/ (admin): add this many minutes to every estimate; 0 ends it. */
export const busyRequest = z.object({ minutes: oneOf(BUSY_CHOICES) });
export type BusyRequest = z.infer<typeof busyRequest>;

const cap = z.nullable(
  z.number({ error: M.capInvalid }).check(z.int(M.capInvalid), z.minimum(1, M.capInvalid), z.maximum(MAX_SLOT_CAP, M.capInvalid)),
);
const perWay = <T extends z.ZodMiniType>(schema: T) => z.object({ pickup: schema, dine_in: schema, delivery: schema });

/** PUT /about/pace/caps/ (admin): orders per 15-minute slot for each way of ordering; null for no cap. */
export const slotCapsRequest = perWay(cap);
export type SlotCaps = z.infer<typeof slotCapsRequest>;
export const NO_CAPS: SlotCaps = { pickup: null, dine_in: null, delivery: null };

/** GET /about/pace/ (anyone): what the customer's cart and every page's banner read, live. */
export const paceState = z.object({
  /** While paused: when new orders are taken again (an instant), and that time on the restaurant's clock ('HH:MM'). */
  paused_until: z.nullable(z.string()),
  paused_clock: z.nullable(z.string()),
  /** Minutes added to every estimate now (0 when not busy), and until when. */
  busy_minutes: z.number(),
  busy_until: z.nullable(z.string()),
  caps: slotCapsRequest,
  /** Slots later today ('HH:MM') already full for each way: the schedule picker leaves them out. */
  full_slots: perWay(z.array(z.string())),
});
export type PaceState = z.infer<typeof paceState>;

export const CALM_PACE: PaceState = {
  paused_until: null,
  paused_clock: null,
  busy_minutes: 0,
  busy_until: null,
  caps: NO_CAPS,
  full_slots: { pickup: [], dine_in: [], delivery: [] },
};

export const SLOT_WAYS = FULFILMENT_TYPES;
