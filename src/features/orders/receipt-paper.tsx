import type { I18n } from '@lingui/core';
import { css, cx } from 'styled-system/css';
import type { ReceiptDocument } from '../../../contract/receipt';
import { PORTION_LABELS } from '../../../contract/meal-options';
import { VAT_PERCENT } from '../../../contract/money';
import { formatMoney } from '../../i18n/format';
import { useLingui } from '../../i18n/use-lingui';
import '../../i18n/contract-english';
import type { ReceiptPaper as Paper } from '../../../machines/orders/receipt.machine';
import { paper } from './paper-styles';

// In a thermal roll's 80 mm column or on an A4 sheet; the screen shows the paper as it prints.
const sheet = cx(paper, css({ '@media print': { maxW: '[none]' } }));
// An 80 mm thermal printer prints only the middle 72 mm of its roll (whose page has no margin): the rest is padding.
// An A4 sheet's margins are the page's own.
const roll = css({ maxW: '[80mm]', p: '3', fontSize: 'sm', '@media print': { px: '[4mm]', py: '[2mm]' } });
const a4 = css({ maxW: '[210mm]', p: '10', fontSize: 'md', '@media print': { p: '0' } });
const centred = css({ textAlign: 'center', display: 'grid', gap: '0.5' });
const heading = css({ fontFamily: 'display', fontSize: 'xl', fontWeight: 'bold' });
const title = css({ fontSize: 'lg', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide' });
const copyMark = css({ fontWeight: 'bold', borderWidth: '2px', borderColor: 'black', px: '2', py: '0.5', justifySelf: 'center' });
const rule = css({ borderTopWidth: '1px', borderStyle: 'dashed', borderColor: 'black' });
const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { py: '1', verticalAlign: 'top' },
  // Cells have no gap of their own: a quantity would run into its amount ("1Rs. 230.00") on the narrow roll.
  '& th + th, & td + td': { pl: '3' },
});
const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const extras = css({ display: 'block', fontSize: 'xs' });
const sums = css({ display: 'grid', gap: '1' });
const sumRow = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
const totalRow = css({ fontWeight: 'bold', fontSize: 'lg' });
const small = css({ fontSize: 'xs', textAlign: 'center' });

const rupees = (i18n: I18n, paisa: number) => formatMoney(i18n, paisa / 100);

// Each way of paying in the reader's language, as the cart names it (src/features/cart/payment-choice.tsx).
const METHOD_NAMES = { esewa: /*i18n*/ 'eSewa', khalti: /*i18n*/ 'Khalti', cash: /*i18n*/ 'Cash' } as const;

function Sum({ label, paisa, strong = false }: { label: string; paisa: number; strong?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className={cx(sumRow, strong && totalRow)}>
      <span>{label}</span>
      <span className={number}>{rupees(i18n, paisa)}</span>
    </div>
  );
}

interface PaperProps {
  document: ReceiptDocument;
  paper: Paper;
  /** null: the original; else which copy this print is. */
  copyNumber: number | null;
}

/** A receipt or a credit note as it prints: called a receipt, never a tax invoice. */
export function ReceiptPaper({ document, paper, copyNumber }: PaperProps) {
  const { i18n } = useLingui();
  const { snapshot } = document;
  const credit = document.kind === 'credit_note';
  const split = snapshot.split;
  return (
    <article
      className={cx(sheet, paper === '80mm' ? roll : a4)}
      aria-label={credit ? i18n._('Credit note {number}', { number: document.number }) : i18n._('Receipt {number}', { number: document.number })}
      data-paper={paper}
    >
      <header className={centred}>
        <p className={heading}>{snapshot.restaurant.name}</p>
        {snapshot.restaurant.address && <p>{snapshot.restaurant.address}</p>}
        {snapshot.restaurant.pan_number && (
          <p>
            {snapshot.restaurant.vat_registered
              ? i18n._('PAN/VAT No. {number}', { number: snapshot.restaurant.pan_number })
              : i18n._('PAN No. {number}', { number: snapshot.restaurant.pan_number })}
          </p>
        )}
        <p className={title}>{credit ? i18n._('Credit note') : i18n._('Receipt')}</p>
        {copyNumber !== null && (
          <p className={copyMark}>{i18n._('Copy of Original ({count})', { count: copyNumber })}</p>
        )}
      </header>
      <div className={rule} />
      <div>
        <p>{credit ? i18n._('Credit note no. {number}', { number: document.number }) : i18n._('Receipt no. {number}', { number: document.number })}</p>
        {document.credit_for && <p>{i18n._('Takes back receipt no. {number}', { number: document.credit_for })}</p>}
        <p>{i18n._('Date: {bs} BS ({ad} AD)', { bs: document.date_bs, ad: document.date_ad })}</p>
        <p>{i18n._('Order #{number}', { number: snapshot.order.number })}</p>
        {snapshot.customer.name && <p>{i18n._('Customer: {name}', { name: snapshot.customer.name })}</p>}
      </div>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left' })}>{i18n._('Item')}</th>
            <th scope="col" className={number}>{i18n._('Qty')}</th>
            <th scope="col" className={number}>{i18n._('Amount')}</th>
          </tr>
        </thead>
        <tbody>
          {snapshot.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.name}
                {line.portion === 'half' && !line.choices.includes(PORTION_LABELS.half) && (
                  <span className={extras}>{i18n._(PORTION_LABELS.half)}</span>
                )}
                {/* The portion is the contract's word, in the reader's language; options are the restaurant's own names. */}
                {line.choices.map((choice) => (
                  <span key={choice} className={extras}>
                    {choice === PORTION_LABELS.half ? i18n._(PORTION_LABELS.half) : choice}
                  </span>
                ))}
              </td>
              <td className={number}>{line.quantity}</td>
              <td className={number}>{rupees(i18n, line.total_paisa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={rule} />
      <div className={sums}>
        {split && split.vat_paisa !== null && (
          <>
            <Sum label={i18n._('Base amount')} paisa={split.base_paisa} />
            {split.service_paisa > 0 && (
              <Sum label={i18n._('Service charge ({percent}%)', { percent: split.service_percent })} paisa={split.service_paisa} />
            )}
            <Sum label={i18n._('Taxable amount')} paisa={split.base_paisa + split.service_paisa} />
            <Sum label={i18n._('VAT ({percent}%)', { percent: VAT_PERCENT })} paisa={split.vat_paisa} />
          </>
        )}
        {split && split.vat_paisa === null && split.service_paisa > 0 && (
          <Sum label={i18n._('Service charge ({percent}%)', { percent: split.service_percent })} paisa={split.service_paisa} />
        )}
        {snapshot.delivery_fee_paisa > 0 && <Sum label={i18n._('Delivery fee')} paisa={snapshot.delivery_fee_paisa} />}
        <Sum label={i18n._('Total')} paisa={snapshot.total_paisa} strong />
        {snapshot.credit && <Sum label={i18n._('Amount credited')} paisa={snapshot.credit.amount_paisa} strong />}
      </div>
      <div className={rule} />
      <div>
        <p>{i18n._('Paid by {method}', { method: i18n._(METHOD_NAMES[snapshot.payment.method]) })}</p>
        {snapshot.payment.reference && <p>{i18n._('Reference: {reference}', { reference: snapshot.payment.reference })}</p>}
        {snapshot.credit?.reason && <p>{i18n._('Reason: {reason}', { reason: snapshot.credit.reason })}</p>}
      </div>
      <p className={small}>{i18n._('Prices include all taxes. This is a receipt, not a tax invoice.')}</p>
    </article>
  );
}
