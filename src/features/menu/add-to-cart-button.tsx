import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import type { LineChoices } from '../../../contract/meal-options';
import { selectAuth } from '../../../machines/shared/auth.machine';
import { useSystemActor } from '../../app/app-actor';
import { CartPlusIcon } from '../../ui/icons';
import { mealSoldOut, optionSoldOut } from '../../../contract/sold-out';
import { useSoldOut } from './use-sold-out';

interface AddToCartButtonProps {
  mealId: number;
  /** The id of the meal's name, so the button reads as "Add to cart, <meal>". */
  describedBy?: string;
  size?: ButtonVariantProps['size'];
  className?: string;
  /** The meal detail screen words the visitor's refusal its own way (docs/rules/validation.md#add-to-cart). */
  wording?: 'detail';
  /** docs/rules/orders.md#options: what the meal page chose (portion, options, note); none means one full plate. */
  choices?: LineChoices;
}

/**
 * Asks the cart to add a meal; whether this user may is the cart machine's call, not the button's. A dish sold out,
 * or an option chosen that is, disables it and says so (the server refuses it anyway).
 */
export function AddToCartButton({ mealId, describedBy, size = 'md', className, wording, choices }: AddToCartButtonProps) {
  const role = useSelector(useSystemActor('auth'), (snapshot) => selectAuth(snapshot).role);
  const cart = useSystemActor('cartCount');
  const { i18n } = useLingui();
  const soldOut = useSoldOut();
  if (mealSoldOut(soldOut, mealId) || choices?.options?.some((option) => optionSoldOut(soldOut, mealId, option))) {
    return (
      <button type="button" className={cx(button({ size, variant: 'outline' }), className)} aria-describedby={describedBy} disabled>
        {i18n._('Sold out')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={cx(button({ size }), className)}
      aria-describedby={describedBy}
      onClick={() => cart.send({ type: 'cart.add', mealId, role, wording, choices })}
    >
      <CartPlusIcon />
      {i18n._('Add to cart')}
    </button>
  );
}
