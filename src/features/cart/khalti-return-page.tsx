import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { selectAuth } from '../../../machines/shared/auth.machine';
import {
  createKhaltiReturnLogic,
  KHALTI_DETAILS_MISSING,
  khaltiDetails,
  type KhaltiQuery,
  type KhaltiReturnView,
  sameKhaltiReturn,
  selectKhaltiReturn,
} from '../../../machines/cart/khalti-return.machine';
import { useSystemActor } from '../../app/app-actor';
import { useScreenFlow } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import { PageLayout } from '../../ui/page-layout';
import { type OutcomeStatus, PaymentOutcome } from './payment-outcome';
import './english';

const FIELDS = ['pidx', 'status', 'transaction_id', 'amount', 'total_amount', 'purchase_order_id'] as const;

function readQuery(search: string): KhaltiQuery {
  const query = new URLSearchParams(search);
  return Object.fromEntries(FIELDS.map((field) => [field, query.get(field)])) as KhaltiQuery;
}

/** Khalti's outcomes in the words eSewa's pages use: Cancel pressed reads as eSewa's failure return does. */
const OUTCOMES: Record<KhaltiReturnView['status'], OutcomeStatus> = {
  idle: 'waiting',
  verifying: 'waiting',
  missing: 'missing',
  paid: 'paid',
  pending: 'pending',
  refundDue: 'refundDue',
  cancelled: 'notPaid',
  failed: 'refused',
  unreachable: 'unreachable',
};

/**
 * /khalti-return: where Khalti sends the browser back, with `pidx`, `status`, `purchase_order_id`… in the query
 * (docs/khalti.md). The query is only a claim: the page says paid when, and only when, the server has asked Khalti's
 * lookup API; still processing, owed back, cancelled or refused it says so, with the way to My Orders.
 */
export function KhaltiReturnPage() {
  const { i18n } = useLingui();
  const search = useSearch();
  const query = readQuery(search);
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const { flow, view } = useScreenFlow('khaltiReturn', createKhaltiReturnLogic, selectKhaltiReturn);
  // Once the session check has answered, and once for each return: StrictMode must not verify twice.
  useOpenOnce(auth.status === 'checking' ? null : `${auth.role}?${search}`, () =>
    flow.send({ type: 'khaltiReturn.open', role: auth.role, query }),
  );
  // The flow outlives this screen: until it has taken up this return, what it knows is about another one.
  const details = khaltiDetails(query);
  const current = view.status === 'missing' ? details === null : sameKhaltiReturn(view.request, details);
  const status = current ? OUTCOMES[view.status] : 'waiting';

  return (
    <PageLayout title={status === 'notPaid' ? i18n._('Payment cancelled') : i18n._('Payment')}>
      <PaymentOutcome
        status={status}
        order={view.order}
        message={view.message}
        missingText={KHALTI_DETAILS_MISSING}
        onRetry={() => flow.send({ type: 'khaltiReturn.retry' })}
      />
    </PageLayout>
  );
}

export default KhaltiReturnPage;
