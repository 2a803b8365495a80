import * as z from 'zod/mini';
import { money } from './common';
import { paymentMethod } from './payment-method';

/*
 * GET /admin/money/summary/?from=&to= (money.read): the money of a range of days, as dated in Nepal, both days
 * included (the query is contract/receipt.ts moneyRangeQuery, as the registers take it). Takings are the orders paid
 * in the range (paid_at: the gateway's confirmation, or the counter taking the cash), whatever became of them since;
 * what was given back is under refunds.
 */

/**
 * The days of the money screen, the registers and the receipts are Nepal's, whatever time zone the server, the
 * browser or the restaurant's opening hours are in: the screen's "today" is Nepal's today, as the server's is.
 */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

const count = z.number().check(z.int(), z.nonnegative());
/** A number of orders and their money, in rupees. */
const figure = z.object({ count, amount: money });
export type MoneyFigure = z.infer<typeof figure>;

export const moneySummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Every way to pay, in contract/payment-method.ts PAYMENT_METHODS' order, each present (0 when nothing came in that way). */
  takings: z.array(z.object({ method: paymentMethod, ...figure.shape })),
  /** Takings of every method together. */
  total: figure,
  cash: z.object({
    /** Cash orders placed in the range whose money nobody has taken yet (not cancelled). */
    to_collect: figure,
    /** Cash taken by the counter or the rider in the range. */
    collected: figure,
  }),
  refunds: z.object({
    /** Orders cancelled after payment in the range (their credit note's day) whose money is still owed back. */
    due: figure,
    /** Refunds recorded as made in the range. */
    made: figure,
  }),
});
export type MoneySummary = z.infer<typeof moneySummary>;
