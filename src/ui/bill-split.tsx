import { useLingui } from '../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import type { OrderBill } from '../../contract/billing';
import { VAT_PERCENT } from '../../contract/money';
import { formatMoney, formatNumber } from '../i18n/format';
import { amountRow, figures } from './text-styles';

const list = css({ display: 'grid', gap: '1', fontSize: 'sm', color: 'fg.muted' });

/**
 * What a bill's menu total is made of (docs/money.md): menu prices include service charge and VAT, so the split is
 * shown beside the total, never added to it. Nothing when there is nothing to split: no VAT and no service charge.
 */
export function BillSplit({ bill, className }: { bill: OrderBill | null | undefined; className?: string }) {
  const { i18n } = useLingui();
  if (!bill || (!bill.vat_registered && bill.service_percent === 0)) return null;
  const money = (rupees: number) => formatMoney(i18n, rupees, 2);
  return (
    <dl className={cx(list, className)} aria-label={i18n._('Included in the price')}>
      <div className={amountRow}>
        <dt>{i18n._('Price before charges')}</dt>
        <dd className={figures}>{money(bill.base)}</dd>
      </div>
      {bill.service_percent > 0 && (
        <div className={amountRow}>
          <dt>{i18n._('Service charge ({percent}%)', { percent: formatNumber(i18n, bill.service_percent) })}</dt>
          <dd className={figures}>{money(bill.service_charge)}</dd>
        </div>
      )}
      {bill.vat !== null && (
        <div className={amountRow}>
          <dt>{i18n._('VAT ({percent}%)', { percent: formatNumber(i18n, VAT_PERCENT) })}</dt>
          <dd className={figures}>{money(bill.vat)}</dd>
        </div>
      )}
      {bill.vat_registered && bill.pan && (
        <div className={amountRow}>
          <dt>{i18n._('PAN/VAT No.')}</dt>
          <dd className={figures}>{bill.pan}</dd>
        </div>
      )}
    </dl>
  );
}
