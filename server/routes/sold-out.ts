import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_ID, wholeNumberText } from '../../contract/common';
import { SOLD_OUT_MESSAGES, soldOutRequest, type SoldOutState } from '../../contract/sold-out';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { detail, notFound } from '../http/errors';
import { announcesCatalogChange } from '../http/menu-cache';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import { WHOLE_DISH } from '../db/repositories/sold-out';
import type { AccountContext } from '../services/account-context';
import type { ChangeBus } from '../services/change-bus';
import { soldOutNow, switchSoldOut } from '../services/sold-out';

const optionParam = z.object({ id: idParam.shape.id, option: wholeNumberText(1, MAX_ID) });

/**
 * GET /meal/sold-out/ is read every second by each open menu page, so it is answered from memory: dropped when any
 * instance announces a menu change (the change bus), and when the earliest "until closing" runs out.
 */
function rememberedState(ctx: AccountContext, bus: ChangeBus) {
  let memo: { state: SoldOutState; until: number } | null = null;
  let generation = 0;
  bus.subscribe((change) => {
    if (change.topic === 'catalog') {
      generation++;
      memo = null;
    }
  });
  return async (): Promise<SoldOutState> => {
    const now = ctx.clock();
    if (memo && now.getTime() < memo.until) return memo.state;
    const started = generation;
    const state = await soldOutNow(ctx.db, now);
    const ends = [...state.meals, ...state.options].flatMap((entry) => (entry.back_at ? [Date.parse(entry.back_at)] : []));
    // A read that overlapped a change may hold the old state: answered, not kept.
    if (started === generation) memo = { state, until: Math.min(Infinity, ...ends) };
    return state;
  };
}

/** The kitchen's sold-out switches (admin today) and what the open menu pages read. */
export function soldOutRoutes(ctx: AccountContext, bus: ChangeBus) {
  const changed = announcesCatalogChange(bus);
  const current = rememberedState(ctx, bus);
  const reply = (result: Awaited<ReturnType<typeof switchSoldOut>>, soldOut: boolean) => {
    if (result.kind === 'saved')
      return { status: 200 as const, body: { message: soldOut ? SOLD_OUT_MESSAGES.marked : SOLD_OUT_MESSAGES.back, ...result.state } };
    return { status: result.kind === 'not-found' ? (404 as const) : (400 as const), body: null };
  };

  return new Hono<AuthEnv>()
    .get('/meal/sold-out/', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(await current());
    })
    .put('/meal/:id/sold-out/', requireAdmin(ctx), changed, validate('param', idParam), validate('json', soldOutRequest), async (c) => {
      const request = c.req.valid('json');
      const answer = reply(await switchSoldOut(ctx, c.req.valid('param').id, WHOLE_DISH, request), request.sold_out);
      return answer.body ? c.json(answer.body) : notFound(c);
    })
    .put(
      '/meal/:id/options/:option/sold-out/',
      requireAdmin(ctx),
      changed,
      validate('param', optionParam),
      validate('json', soldOutRequest),
      async (c) => {
        const { id, option } = c.req.valid('param');
        const request = c.req.valid('json');
        const answer = reply(await switchSoldOut(ctx, id, option, request), request.sold_out);
        if (answer.body) return c.json(answer.body);
        return answer.status === 404 ? notFound(c) : detail(c, 400, SOLD_OUT_MESSAGES.unknownOption);
      },
    );
}
