import { useParams } from 'wouter';
import { NotFoundPage } from '../../app/not-found-page';
import { ReceiptPage } from './receipt-page';

/** /orders/{id}/receipt and /orders/{id}/credit-note: a customer's own order's papers (the server refuses others'). */
export default function ReceiptRoute({ kind = 'receipt' }: { kind?: 'receipt' | 'credit_note' }) {
  const { id = '' } = useParams<{ id: string }>();
  return /^\d+$/.test(id) ? <ReceiptPage orderId={Number(id)} kind={kind} /> : <NotFoundPage />;
}

export const CreditNoteRoute = () => <ReceiptRoute kind="credit_note" />;
