import { describe, expectTypeOf, it } from 'vitest';
import type { FlowId } from '../../machines/app.machine';
import type { checkoutMachine } from '../../machines/cart/checkout.machine';
import type { Flows } from '../../machines/flows';
import type { ActorRefFrom } from 'xstate';
import type { AppSystem, useFlow } from './app-actor';

// Checked by tsc (npm run typecheck): a flow must be in machines/flows.ts before a screen can start or read it.
describe('the flow registry', () => {
  it('gives the flow ids, and refuses an id it does not list', () => {
    expectTypeOf<'checkout'>().toExtend<FlowId>();
    expectTypeOf<'adminMeals'>().not.toExtend<FlowId>();
    expectTypeOf<Parameters<typeof useFlow>[0]>().toEqualTypeOf<keyof Flows>();
  });

  it('gives the system its flows with their machines’ types', () => {
    expectTypeOf<AppSystem['checkout']>().toEqualTypeOf<ActorRefFrom<typeof checkoutMachine>>();
  });
});

// @ts-expect-error a flow id the registry does not list
export const unlisted: FlowId = 'adminMeals';
