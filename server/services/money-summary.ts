import type { MoneySummary } from '../../contract/money-summary';
import { PAYMENT_METHODS } from '../../contract/payment-method';
import type { MoneyRangeQuery } from '../../contract/receipt';
import type { Db } from '../db/database';
import {
  cashToCollectBetween,
  refundsDueBetween,
  refundsMadeBetween,
  type Sum,
  takingsBetween,
} from '../db/repositories/money-summary';
import { paisaToRupees } from './money';
import { nepalInstants } from './money-register';

const NOTHING: Sum = { count: 0, paisa: 0 };
const figure = ({ count, paisa }: Sum) => ({ count, amount: paisaToRupees(paisa) });

/** The money screen's figures for a range of days as dated in Nepal (contract/money-summary.ts says what each is). */
export async function moneySummary(db: Db, range: MoneyRangeQuery): Promise<MoneySummary> {
  const { from, to } = nepalInstants(range);
  const [takings, toCollect, due, made] = await Promise.all([
    takingsBetween(db, from, to),
    cashToCollectBetween(db, from, to),
    refundsDueBetween(db, from, to),
    refundsMadeBetween(db, from, to),
  ]);
  const byMethod = PAYMENT_METHODS.map((method) => ({ method, sum: takings.get(method) ?? NOTHING }));
  const total = byMethod.reduce((all, { sum }) => ({ count: all.count + sum.count, paisa: all.paisa + sum.paisa }), NOTHING);
  return {
    from: range.from,
    to: range.to,
    takings: byMethod.map(({ method, sum }) => ({ method, ...figure(sum) })),
    total: figure(total),
    cash: { to_collect: figure(toCollect), collected: figure(takings.get('cash') ?? NOTHING) },
    refunds: { due: figure(due), made: figure(made) },
  };
}
