import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { menuMeal } from './menu-meal.test-fixture';
import { filterMeals, menuFilterMachine, selectFilter, type MenuFilter, type MenuFilterEvent } from './menu-filter.machine';

const choices: MenuFilter[] = ['all', 1, 2];
const model = createTestModel(menuFilterMachine, {
  events: choices.map((category) => ({ type: 'menu.filter', category }) as const),
  // A state is told apart by how it was reached too, so the shortest paths take every switch, back to All and
  // choosing the current choice again included.
  serializeTransition: (_, event, previous) =>
    event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.context)}` : '',
});

describe("category filter: 'All' or one category id (docs/rules/states.md#category-filter), the model's shortest paths to every switch", () => {
  const paths = model.getShortestPaths();

  it('starts on All, and the paths switch from every choice to every choice', () => {
    expect(selectFilter(menuFilterMachine.getInitialSnapshot({} as never))).toBe('all');
    const switches = new Set(
      paths.flatMap((path) =>
        path.steps.slice(1).map((step, i) => `${path.steps[i]!.state.context.filter}→${step.event.category}`),
      ),
    );
    const wanted = choices.flatMap((from) => choices.map((to) => `${from}→${to}`));
    expect([...switches].sort()).toEqual(wanted.sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(menuFilterMachine).start();
    await path.test({
      events: {
        'menu.filter': ({ event }) => {
          const chosen = event as MenuFilterEvent;
          actor.send(chosen);
          // The oracle: whatever was chosen last is the filter.
          expect(selectFilter(actor.getSnapshot())).toBe(chosen.category);
        },
      },
      states: {
        '*': (state) => expect(actor.getSnapshot().context).toEqual(state.context),
      },
    });
    actor.stop();
  });
});


describe('filterMeals: the category filter applied to the meal grid', () => {
  const momo = { id: 1, name: 'Momo' };
  const curry = { id: 2, name: 'Curry' };
  const meals = [menuMeal(10, momo), menuMeal(11, curry), menuMeal(12, momo), menuMeal(13, null)];

  it("'All' shows every meal, in order, uncategorised ones included", () => {
    expect(filterMeals(meals, 'all').map((m) => m.id)).toEqual([10, 11, 12, 13]);
  });

  it('a category id shows only that category, in order', () => {
    expect(filterMeals(meals, 1).map((m) => m.id)).toEqual([10, 12]);
    expect(filterMeals(meals, 2).map((m) => m.id)).toEqual([11]);
  });

  it('a category without meals shows none', () => {
    expect(filterMeals(meals, 3)).toEqual([]);
  });

  it('leaves the list it was given alone', () => {
    const shown = filterMeals(meals, 'all');
    shown.pop();
    expect(meals).toHaveLength(4);
  });
});
