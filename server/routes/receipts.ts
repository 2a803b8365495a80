import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { moneyRangeQuery, RECEIPT_MESSAGES, type ReceiptKind } from '../../contract/receipt';
import { type AuthEnv, requireAdmin, requireUser } from '../http/auth';
import { detail, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { registerCsv } from '../services/money-register';
import { readReceipt, type ReceiptResult, recordPrint } from '../services/receipts';

/**
 * An order's receipt and credit note: an admin any order's, a customer their own (another's is "not found"), and
 * each print counted. The sales register and the credit notes as CSV: admins only.
 */
const { createHandlers } = createFactory<AuthEnv>();

export function receiptRoutes(accounts: AccountContext) {
  const answer = (result: ReceiptResult, kind: ReceiptKind) => (c: Parameters<typeof notFound>[0]) => {
    if (result.kind === 'found') return c.json(result.document);
    if (result.kind === 'not-found') return notFound(c);
    return detail(c, 404, kind === 'receipt' ? RECEIPT_MESSAGES.none : RECEIPT_MESSAGES.noCreditNote);
  };
  const read = (kind: ReceiptKind) =>
    createHandlers(requireUser(accounts), validate('param', idParam), async (c) =>
      answer(await readReceipt(accounts.db, c.var.user, c.req.valid('param').id, kind), kind)(c),
    );
  const print = (kind: ReceiptKind) =>
    createHandlers(requireUser(accounts), validate('param', idParam), async (c) =>
      answer(await recordPrint(accounts.db, c.var.user, c.req.valid('param').id, kind), kind)(c),
    );
  const csv = (kind: ReceiptKind, name: string) =>
    createHandlers(requireAdmin(accounts), validate('query', moneyRangeQuery), async (c) => {
      const range = c.req.valid('query');
      const body = await registerCsv(accounts.db, kind, range);
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-${range.from}-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      });
    });

  return new Hono<AuthEnv>()
    .get('/orders/:id/receipt/', ...read('receipt'))
    .post('/orders/:id/receipt/prints/', ...print('receipt'))
    .get('/orders/:id/credit-note/', ...read('credit_note'))
    .post('/orders/:id/credit-note/prints/', ...print('credit_note'))
    .get('/admin/money/register.csv', ...csv('receipt', 'sales-register'))
    .get('/admin/money/credit-notes.csv', ...csv('credit_note', 'credit-notes'));
}
