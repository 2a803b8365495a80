import { describe, expectTypeOf, it } from 'vitest';
import type { FlowId } from '../../machines/app.machine';
import type { checkoutMachine } from '../../machines/cart/checkout.machine';
import type { AdminFlowId, Flows } from '../../machines/flows';
import type { mealListMachine } from '../../machines/catalogue/meal-list.machine';
import type { ActorRefFrom } from 'xstate';
import type { AppSystem, useFlow } from './app-actor';

// Checked by tsc (npm run typecheck): a flow must be in machines/flows.ts before a screen can start or read it.
describe('the flow registry', () => {
  it('gives the flow ids, and refuses an id it does not list', () => {
    expectTypeOf<'checkout'>().toExtend<FlowId>();
    expectTypeOf<'adminMeals'>().not.toExtend<FlowId>();
    // The admin screens' flows are on the same list, started the same way (useAdminFlow hands them to useFlow).
    expectTypeOf<'mealList'>().toExtend<FlowId>();
    expectTypeOf<'adminOrders'>().toExtend<FlowId>();
    expectTypeOf<'mealForm'>().toExtend<FlowId>();
    expectTypeOf<AdminFlowId>().toExtend<FlowId>();
    expectTypeOf<Parameters<typeof useFlow>[0]>().toEqualTypeOf<keyof Flows>();
  });

  it('gives the system its flows with their machines’ types', () => {
    expectTypeOf<AppSystem['checkout']>().toEqualTypeOf<ActorRefFrom<typeof checkoutMachine>>();
    expectTypeOf<AppSystem['mealList']>().toEqualTypeOf<ActorRefFrom<typeof mealListMachine>>();
  });
});

// @ts-expect-error a flow id the registry does not list
export const unlisted: FlowId = 'adminMeals';
