import { NOTHING_SOLD_OUT, type SoldOutState } from '../contract/sold-out';
import type { SoldOutAdminApi } from '../machines/catalogue/sold-out-admin-api';
import { ok } from '../machines/shared/result';
import { meals, momoOptions } from './fixtures';

/** The kitchen's sold-out calls on a fake server: the fixtures' dishes, the momo with its options. */
export function createFakeSoldOutAdminApi(start: SoldOutState = NOTHING_SOLD_OUT): SoldOutAdminApi {
  let state = start;
  return {
    loadBoard: async () => ok({ meals, state }),
    loadOptions: async (meal) => ok(meal === meals[0]?.id ? momoOptions : []),
    async switchSoldOut({ meal, option, soldOut, untilClosing }) {
      const backAt = untilClosing ? '2026-03-03T04:15:00.000Z' : null;
      if (option === null) {
        const others = state.meals.filter((entry) => entry.meal !== meal);
        state = { ...state, meals: soldOut ? [...others, { meal, back_at: backAt }] : others };
      } else {
        const others = state.options.filter((entry) => entry.meal !== meal || entry.option !== option);
        state = { ...state, options: soldOut ? [...others, { meal, option, back_at: backAt }] : others };
      }
      return ok(state);
    },
  };
}
