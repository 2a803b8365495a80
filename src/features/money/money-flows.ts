import { fromPromise } from 'xstate';
import type { AdminFlowMakers } from '../../../machines/flows';
import type { MoneyApi } from '../../../machines/money/money-api';
import { moneyMachine } from '../../../machines/money/money.machine';

/** The money screen's flow on its calls: the day's takings and their CSV downloads. */
export function createMoneyFlows(money: MoneyApi): Pick<AdminFlowMakers, 'money'> {
  return {
    money: () =>
      moneyMachine.provide({
        actors: {
          load: fromPromise(({ input }) => money.summary(input)),
          download: fromPromise(({ input }) => money.csv(input.kind, input.range)),
        },
      }),
  };
}
