import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { selectAuth } from '../../../machines/shared/auth.machine';
import type { Role } from '../../../machines/shared/session';
import {
  createPaymentReturnLogic,
  type PaymentReturnEvent,
  selectPaymentReturn,
} from '../../../machines/cart/payment-return.machine';
import { useSystemActor } from '../../app/app-actor';
import { useScreenFlow } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import './english';

/**
 * The flow both eSewa return pages drive, told of the return in `search` once the session check has answered, and
 * once for each return: React's StrictMode must not verify or report twice.
 */
export function usePaymentReturn(search: string, opened: (role: Role) => PaymentReturnEvent) {
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const { flow, view } = useScreenFlow('paymentReturn', createPaymentReturnLogic, selectPaymentReturn);
  useOpenOnce(auth.status === 'checking' ? null : `${auth.role}?${search}`, () => flow.send(opened(auth.role)));
  return { flow, view };
}

/** A way on from a payment's result: the first one is the button to press, the others are outlined. */
export function ResultLink({ href, outline, children }: { href: string; outline?: boolean; children: ReactNode }) {
  return (
    <Link href={href} className={outline ? button({ variant: 'outline', size: 'lg' }) : button({ size: 'lg' })}>
      {children}
    </Link>
  );
}

export function BackToMenuLink() {
  const { i18n } = useLingui();
  return (
    <ResultLink href="/menu" outline>
      {i18n._('Back to Menu')}
    </ResultLink>
  );
}
