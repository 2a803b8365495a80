import type { FulfilmentType } from '../../contract/fulfilment';
import { localMinutes } from '../../contract/local-time';
import { BUSY_HOLD_MINUTES, NO_CAPS, type PaceState, type SlotCaps } from '../../contract/pace';
import { scheduleSlots, slotInstant } from '../../contract/schedule';
import type { Db } from '../db/database';
import { getOrderPace, placeHolders, saveOrderPace } from '../db/repositories/order-pace';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import { isoAt } from './account-context';
import { DEFAULT_TIME_ZONE } from './about';

/*
 * Pause and pace: the stored instants read against the server's clock (so a pause or "busy" ends by itself, with
 * no timer), and the slots an order's cap counts. Placing and re-paying an order with a cap is order-pace-write.ts.
 */

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** The 15-minute slot an order holds a place in: its scheduled time's, else the one it is placed in. */
export function slotOf(scheduledFor: string | null, placedAt: Date): { from: string; to: string } {
  const at = scheduledFor === null ? placedAt.getTime() : Date.parse(scheduledFor);
  // Every time zone's offset is a whole number of quarter hours, so UTC's quarter hours are the restaurant's.
  const start = Math.floor(at / SLOT_MS) * SLOT_MS;
  return { from: isoAt(new Date(start)), to: isoAt(new Date(start + SLOT_MS)) };
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface Pace {
  /** null when taking orders at `now`. */
  pausedUntil: string | null;
  /** 0 when not busy at `now`. */
  busyMinutes: number;
  busyUntil: string | null;
  caps: SlotCaps;
}

/** The pace at `now`: a pause or "busy" whose instant has passed reads as over. */
export async function paceAt(db: Db, now: Date): Promise<Pace> {
  const row = await getOrderPace(db);
  if (!row) return { pausedUntil: null, busyMinutes: 0, busyUntil: null, caps: NO_CAPS };
  const at = isoAt(now);
  const busy = row.busy_until !== null && row.busy_until > at && row.busy_minutes > 0;
  return {
    pausedUntil: row.paused_until !== null && row.paused_until > at ? row.paused_until : null,
    busyMinutes: busy ? row.busy_minutes : 0,
    busyUntil: busy ? row.busy_until : null,
    caps: { pickup: row.cap_pickup, dine_in: row.cap_dine_in, delivery: row.cap_delivery },
  };
}

/** Minutes "busy" adds to every estimate at `now`. */
export const busyMinutesAt = async (db: Db, now: Date) => (await paceAt(db, now)).busyMinutes;

async function timeZone(db: Db) {
  return (await getRestaurantInfo(db))?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** An instant as 'HH:MM' on the restaurant's clock. */
export async function restaurantClock(db: Db, iso: string): Promise<string> {
  const minutes = localMinutes(new Date(iso), await timeZone(db));
  return clockOf(minutes ?? 0);
}

export type PauseRefusal = { kind: 'paused'; until: string };

/** While paused: the refusal naming when orders are taken again on the restaurant's clock. */
export async function pauseRefusal(db: Db, now: Date): Promise<PauseRefusal | null> {
  const { pausedUntil } = await paceAt(db, now);
  return pausedUntil === null ? null : { kind: 'paused', until: await restaurantClock(db, pausedUntil) };
}

/** How many orders of `way` hold a place in the slot of [from, to) at `now`. */
export async function slotCount(db: Db, way: FulfilmentType, slot: { from: string; to: string }, now: Date, except?: number) {
  return (await placeHolders(db, way, slot.from, slot.to, isoAt(now), except)).length;
}

/** The slots later today ('HH:MM', the schedule picker's) each capped way has no room left in. */
export async function fullSlots(db: Db, now: Date, caps: SlotCaps): Promise<PaceState['full_slots']> {
  const full: PaceState['full_slots'] = { pickup: [], dine_in: [], delivery: [] };
  const info = await getRestaurantInfo(db);
  if (!info) return full;
  const slots = scheduleSlots(info, now).flatMap((slot) => {
    const at = slotInstant(info, now, slot);
    return at ? [{ slot, from: isoAt(at) }] : [];
  });
  if (slots.length === 0) return full;
  const first = slots[0] as { from: string };
  const end = isoAt(new Date(Date.parse((slots.at(-1) as { from: string }).from) + SLOT_MS));
  for (const way of ['pickup', 'dine_in', 'delivery'] as const) {
    const cap = caps[way];
    if (cap === null) continue;
    const counts = new Map<string, number>();
    for (const order of await placeHolders(db, way, first.from, end, isoAt(now))) {
      const key = slotOf(order.scheduled_for, new Date(order.created_at)).from;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    full[way] = slots.filter(({ from }) => (counts.get(from) ?? 0) >= cap).map(({ slot }) => slot);
  }
  return full;
}

/** The first slot later today with room for one more order of `way`; null when none is left. */
export async function nextFreeSlot(db: Db, now: Date, way: FulfilmentType): Promise<string | null> {
  const pace = await paceAt(db, now);
  const info = await getRestaurantInfo(db);
  if (!info) return null;
  const full = new Set((await fullSlots(db, now, pace.caps))[way]);
  return scheduleSlots(info, now).find((slot) => !full.has(slot)) ?? null;
}

/** What every customer's page reads (GET /about/pace/). */
export async function paceState(db: Db, now: Date): Promise<PaceState> {
  const pace = await paceAt(db, now);
  return {
    paused_until: pace.pausedUntil,
    paused_clock: pace.pausedUntil === null ? null : await restaurantClock(db, pace.pausedUntil),
    busy_minutes: pace.busyMinutes,
    busy_until: pace.busyUntil,
    caps: pace.caps,
    full_slots: await fullSlots(db, now, pace.caps),
  };
}

const later = (now: Date, minutes: number) => isoAt(new Date(now.getTime() + minutes * 60_000));

/** Pause new orders `minutes` from now; 0 takes them again now. */
export async function pauseOrders(db: Db, now: Date, minutes: number): Promise<PaceState> {
  await saveOrderPace(db, { paused_until: minutes === 0 ? null : later(now, minutes), updated_at: isoAt(now) });
  return paceState(db, now);
}

/** Add `minutes` to every estimate for BUSY_HOLD_MINUTES from now; 0 ends it. */
export async function setBusy(db: Db, now: Date, minutes: number): Promise<PaceState> {
  await saveOrderPace(db, {
    busy_minutes: minutes,
    busy_until: minutes === 0 ? null : later(now, BUSY_HOLD_MINUTES),
    updated_at: isoAt(now),
  });
  return paceState(db, now);
}

export async function setSlotCaps(db: Db, now: Date, caps: SlotCaps): Promise<PaceState> {
  await saveOrderPace(db, {
    cap_pickup: caps.pickup,
    cap_dine_in: caps.dine_in,
    cap_delivery: caps.delivery,
    updated_at: isoAt(now),
  });
  return paceState(db, now);
}
