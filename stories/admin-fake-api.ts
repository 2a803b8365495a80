import type { FakeMoney } from './money-fixtures';
import type { SoldOutState } from '../contract/sold-out';
import type { OptionGroup } from '../contract/meal-options';
import type { PaceState } from '../contract/pace';
import type { Category, Meal } from '../contract/meal';
import type { MealAdminApi } from '../machines/catalogue/meal-admin-api';
import { failure, ok, type Result } from '../machines/shared/result';
import { never } from './never';
import type { FakeRestaurantAdminOptions } from './admin-dashboard-fixtures';
import type { FakeOrderAdminOptions } from './admin-order-fixtures';
import type { FakeUserAdminOptions } from './admin-user-fixtures';
import type { FakeAuditOptions } from './audit-fixtures';
import { categories as fixtureCategories, meals as fixtureMeals, momoOptions } from './fixtures';

export interface FakeAdminApiOptions {
  /** filled: answers with the fixtures; loading: reads never answer; error: every read fails. */
  data?: 'filled' | 'loading' | 'error';
  meals?: Meal[];
  categories?: Category[];
  /** Calls that answer otherwise than the happy path. */
  overrides?: Partial<MealAdminApi>;
  /** The order list's fake server (stories/admin-order-fixtures.ts). */
  orders?: FakeOrderAdminOptions;
  /** The user screens' fake server (stories/admin-user-fixtures.ts). */
  users?: FakeUserAdminOptions;
  /** The restaurant info form's and the dashboard's fake server (stories/admin-dashboard-fixtures.ts). */
  restaurant?: FakeRestaurantAdminOptions;
  /** What the kitchen has sold out when the screen opens (stories/sold-out-fixtures.ts). */
  soldOut?: SoldOutState;
  /** The kitchen's pause and pace as the fake server holds it; calm unless told. */
  pace?: PaceState;
  /** The owner's audit trail (stories/audit-fixtures.ts). */
  audit?: FakeAuditOptions;
  /** The money screen's fake server (stories/money-fixtures.tsx); a busy day unless told. */
  money?: FakeMoney;
}

export { never };
const PAGE = 8;

/** The admin's meal and category calls with no network: the fixtures, a server that never answers, or one that fails. */
export function createFakeAdminApi({
  data = 'filled',
  meals = fixtureMeals,
  categories = fixtureCategories,
  overrides = {},
}: FakeAdminApiOptions = {}): MealAdminApi {
  const read = async <T>(value: () => T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value());
  };
  // docs/rules/orders.md#options: the first meal starts with the momo's options; saving gives new rows ids as the
  // server would.
  const options = new Map<number, OptionGroup[]>([[meals[0]?.id ?? 0, momoOptions]]);
  return {
    listCategories: () => read(() => categories),
    loadOptions: (id) => read(() => options.get(id) ?? []),
    async saveOptions(id, { groups }) {
      let next = 100;
      const saved = groups.map((group) => ({
        id: group.id ?? next++,
        name: group.name,
        kind: group.kind,
        options: group.options.map((option) => ({ id: option.id ?? next++, name: option.name, price: option.price })),
      }));
      options.set(id, saved);
      return ok(saved);
    },
    async loadMeal(id) {
      const found = meals.find((meal) => meal.id === id);
      return found ? read(() => found) : failure('Not found.', 404);
    },
    mealPage: (page) => read(() => ({ count: meals.length, results: meals.slice((page - 1) * PAGE, page * PAGE) })),
    searchMeals: (text) => read(() => meals.filter((meal) => meal.name.toLowerCase().includes(text.toLowerCase()))),
    createMeal: async () => ok('Meal created successfully..'),
    updateMeal: async () => ok('Meal updated successfully!'),
    deleteMeal: async () => ok('Meal deleted successfully...'),
    addCategory: async () => ok('Category added successfully!'),
    updateCategory: async () => ok('Category updated successfully'),
    deleteCategory: async () => ok('Meal Category deleted successfully...'),
    ...overrides,
  };
}
