import { Portal } from '@ark-ui/react/portal';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { ReceiptKind } from '../../../contract/receipt';
import { RECEIPT_PRINT_FAILED, type ReceiptPaper as Paper, selectReceipt } from '../../../machines/orders/receipt.machine';
import { createHttp } from '../../api/http';
import { useAppActor } from '../../app/app-actor';
import { API_BASE } from '../../api/api-base';
import { useLingui } from '../../i18n/use-lingui';
import { container } from '../../ui/layout';
import { PageLayout } from '../../ui/page-layout';
import { LoadError } from '../../ui/status';
import { readCookie } from '../account/cookies';
import { createReceiptApi, createReceiptLogic, type ReceiptApi } from './receipt-api';
import { ReceiptPaper } from './receipt-paper';
import './english';

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  mb: '6',
  '@media print': { display: 'none' },
});
const toggle = css({ display: 'inline-flex', gap: '1' });
const alert = css({ p: '3', mb: '4', borderRadius: 'lg', bg: 'bg.accentSubtle', color: 'accent.text' });
// Off screen; while printing it is all there is (the same way as the kitchen ticket: it sits directly in <body>,
// which hides every other child of it in print).
const printSheet = css({ display: 'none', '@media print': { display: 'block' } });
const printingReceipt = css({ '@media print': { '& > :not([data-print-receipt])': { display: 'none' } } });

/** The printer's page: a roll as long as the receipt, or an A4 sheet with margins; only the paper, no page colour. */
const PRINT_WHITE = '@media print { html, body { background: white; } }';
const PAGE_RULES: Record<Paper, string> = {
  '80mm': `@page { size: 80mm auto; margin: 0; } ${PRINT_WHITE}`,
  a4: `@page { size: A4; margin: 12mm; } ${PRINT_WHITE}`,
};

function useRealApi(): ReceiptApi {
  const app = useAppActor();
  const [api] = useState(() =>
    createReceiptApi(
      createHttp({
        baseURL: API_BASE,
        getAccessToken: () => readCookie('access'),
        onUnauthorized: () => app.system.get('auth')?.send({ type: 'auth.unauthorized' }),
      }),
    ),
  );
  return api;
}

interface ReceiptPageProps {
  orderId: number;
  kind: ReceiptKind;
  /** Stories pass a fake. */
  api?: ReceiptApi;
}

/** An order's receipt or credit note, with the 80 mm / A4 toggle and Print (each print counted; later ones are copies). */
export function ReceiptPage({ orderId, kind, api }: ReceiptPageProps) {
  const { i18n } = useLingui();
  const real = useRealApi();
  const actor = useActorRef(createReceiptLogic(api ?? real), { input: { orderId, kind } });
  const view = useSelector(actor, selectReceipt);
  useEffect(() => {
    document.body.classList.add(...printingReceipt.split(' '));
    return () => document.body.classList.remove(...printingReceipt.split(' '));
  }, []);
  const title = kind === 'receipt' ? i18n._('Receipt') : i18n._('Credit note');
  const other = view.document?.credited_by ?? view.document?.credit_for ?? null;
  const paperButton = (paper: Paper, label: string) => (
    <button
      type="button"
      aria-pressed={view.paper === paper}
      className={button({ variant: view.paper === paper ? 'solid' : 'outline', size: 'sm' })}
      onClick={() => actor.send({ type: 'receipt.paper', paper })}
    >
      {label}
    </button>
  );
  return (
    <PageLayout title={title}>
      <div className={cx(container, css({ py: '8' }))}>
        {view.status === 'loading' && <p role="status">{i18n._('Loading receipt...')}</p>}
        {view.status === 'failed' && (
          <LoadError message={i18n._('Could not load the receipt.')} onRetry={() => actor.send({ type: 'receipt.retry' })} />
        )}
        {view.document && (
          <>
            <div className={toolbar}>
              <div role="group" aria-label={i18n._('Paper')} className={toggle}>
                {paperButton('80mm', i18n._('80 mm roll'))}
                {paperButton('a4', i18n._('A4'))}
              </div>
              {other && (
                <Link href={`/orders/${orderId}/${kind === 'receipt' ? 'credit-note' : 'receipt'}`}>
                  {kind === 'receipt'
                    ? i18n._('Credit note {number}', { number: other })
                    : i18n._('Receipt {number}', { number: other })}
                </Link>
              )}
              <button
                type="button"
                className={button()}
                disabled={view.busy}
                onClick={() => actor.send({ type: 'receipt.print' })}
              >
                {i18n._('Print')}
              </button>
            </div>
            {view.printFailed && (
              <p role="alert" className={alert}>
                {i18n._(RECEIPT_PRINT_FAILED)}
              </p>
            )}
            <ReceiptPaper document={view.document} paper={view.paper} copyNumber={view.copyNumber} />
            <Portal>
              <style>{PAGE_RULES[view.paper]}</style>
              <div className={printSheet} data-print-receipt="">
                <ReceiptPaper document={view.document} paper={view.paper} copyNumber={view.copyNumber} />
              </div>
            </Portal>
          </>
        )}
      </div>
    </PageLayout>
  );
}
