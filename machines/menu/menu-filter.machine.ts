import { assign, setup } from 'xstate';
import type { Meal } from '../../contract/meal';

/** 'all' or one category id (docs/rules/states.md#category-filter). */
export type MenuFilter = 'all' | number;

export type MenuFilterEvent = { type: 'menu.filter'; category: MenuFilter };

export const menuFilterMachine = setup({
  types: {
    context: {} as { filter: MenuFilter },
    events: {} as MenuFilterEvent,
  },
  actions: {
    choose: assign({ filter: (_, category: MenuFilter) => category }),
  },
}).createMachine({
  id: 'menuFilter',
  context: { filter: 'all' },
  on: {
    'menu.filter': { actions: { type: 'choose', params: ({ event }) => event.category } },
  },
});

export const selectFilter = (snapshot: { context: { filter: MenuFilter } }) => snapshot.context.filter;

export const filterMeals = (meals: readonly Meal[], filter: MenuFilter): Meal[] =>
  filter === 'all' ? [...meals] : meals.filter((meal) => meal.category?.id === filter);
