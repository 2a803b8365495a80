import type { $Fetch } from 'ofetch';
import { mealList } from '../../../contract/meal';
import { mealWithOptions } from '../../../contract/meal-options';
import { soldOutSaved, soldOutState } from '../../../contract/sold-out';
import type { SoldOutAdminApi } from '../../../machines/catalogue/sold-out-admin-api';
import { ok } from '../../../machines/shared/result';
import { request } from '../../api/http';

/** The real sold-out calls: HTTP to the server, answers parsed by the contract. */
export function createSoldOutAdminApi(http: $Fetch): SoldOutAdminApi {
  return {
    async loadBoard() {
      const [meals, state] = await Promise.all([
        request(http, mealList, '/meal/meals/'),
        request(http, soldOutState, '/meal/sold-out/'),
      ]);
      if (!meals.ok) return meals;
      if (!state.ok) return state;
      return ok({ meals: meals.data, state: state.data });
    },
    async loadOptions(meal) {
      const found = await request(http, mealWithOptions, `/meal/meals/${meal}/`);
      return found.ok ? ok(found.data.option_groups ?? []) : found;
    },
    async switchSoldOut({ meal, option, soldOut, untilClosing }) {
      const path = option === null ? `/meal/${meal}/sold-out/` : `/meal/${meal}/options/${option}/sold-out/`;
      const body = soldOut ? { sold_out: true, until_closing: untilClosing } : { sold_out: false };
      const saved = await request(http, soldOutSaved, path, { method: 'PUT', body });
      return saved.ok ? ok({ meals: saved.data.meals, options: saved.data.options }) : saved;
    },
  };
}
