import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { menuMeal } from './menu-meal.test-fixture';
import { filterMeals, menuFilterMachine, selectFilter, type MenuFilter } from './menu-filter.machine';

/**
 * docs/rules/states.md#category-filter, as a model: the filter is 'All' or one category id, whatever was chosen
 * last; the grid shows every meal for 'All' and, for a category, exactly that category's meals, in the menu's
 * order. Random menus (uncategorised meals among them) and random choices, sent to a real filter actor.
 */
const meal = (id: number, categoryId: number | null) =>
  menuMeal(id, categoryId === null ? null : { id: categoryId, name: `Category ${categoryId}` });

const categoryIds = fc.integer({ min: 1, max: 6 });
const menus = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 })
  .chain((ids) => fc.tuple(...ids.map((id) => fc.option(categoryIds, { nil: null }).map((c) => meal(id, c)))));
const choices = fc.array(fc.oneof(fc.constant<MenuFilter>('all'), categoryIds), { maxLength: 12 });

describe("the category filter over random menus and choices (docs/rules/states.md#category-filter)", () => {
  it('shows every meal for All, exactly the chosen category for an id, in the menu order, the last choice ruling', () => {
    fc.assert(
      fc.property(menus, choices, (menu, chosen) => {
        const actor = createActor(menuFilterMachine).start();
        let model: MenuFilter = 'all';
        for (const choice of [null, ...chosen]) {
          if (choice !== null) {
            actor.send({ type: 'menu.filter', category: choice });
            model = choice;
          }
          const filter = selectFilter(actor.getSnapshot());
          expect(filter).toBe(model);
          const shown = filterMeals(menu, filter).map((m) => m.id);
          const expected = menu.filter((m) => model === 'all' || m.category?.id === model).map((m) => m.id);
          expect(shown).toEqual(expected);
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });

  it('splits the menu: the categories and the uncategorised meals together are All, none twice', () => {
    fc.assert(
      fc.property(menus, (menu) => {
        const ids = [...new Set(menu.flatMap((m) => (m.category ? [m.category.id] : [])))];
        const byCategory = ids.flatMap((id) => filterMeals(menu, id).map((m) => m.id));
        const uncategorised = menu.filter((m) => m.category === null).map((m) => m.id);
        expect([...byCategory, ...uncategorised].sort((a, b) => a - b)).toEqual(
          filterMeals(menu, 'all')
            .map((m) => m.id)
            .sort((a, b) => a - b),
        );
      }),
    );
  });
});
