import { useRef } from 'react';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { variantPath } from '../../../contract/media';
import { MAX_QUANTITY } from '../../../contract/order';
import type { LineChoices } from '../../../contract/meal-options';
import type { CartLineView } from '../../../machines/cart/cart.machine';
import { choicesRequest, offersChoices, pick } from '../../../machines/menu/line-choices';
import { MealChoices } from '../menu/meal-choices';
import mealPlaceholder from '../../assets/meal-placeholder.svg?no-inline';
import { mediaUrl } from '../../lib/media';
import { useKeepFocus } from '../../ui/keep-focus';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons';
import { choicesText } from './line-extras';
import { formatMoney, formatNumber } from '../../i18n/format';
import { surfaceCard } from '../../ui/surface';
import './english';

const line = cx(
  surfaceCard,
  css({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    gap: { base: '3', sm: '5' },
    p: { base: '3', sm: '4' },
    transition: 'opacity',
    transitionDuration: 'normal',
  }),
);
const leaving = css({ opacity: 0.5 });
const image = css({
  w: '[125px]',
  h: '[125px]',
  objectFit: 'cover',
  borderRadius: 'lg',
  bg: 'bg.subtle',
});
const body = css({ display: 'grid', gap: '2', minW: '0', pr: '10' });
const name = css({
  fontFamily: 'display',
  fontSize: { base: 'md', sm: 'lg' },
  fontWeight: 'bold',
  lineHeight: 'snug',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { color: 'accent.text' },
});
const label = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.subtle',
});
const figures = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mt: '1',
});
const stepper = css({
  display: 'inline-flex',
  alignItems: 'center',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'full',
  bg: 'bg.canvas',
});
const step = css({ h: '9', w: '9', fontSize: 'md' });
const quantity = css({
  minW: '8',
  textAlign: 'center',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});
const total = css({
  display: 'grid',
  justifyItems: 'end',
  lineHeight: 'tight',
});
const totalValue = css({
  fontFamily: 'display',
  fontSize: 'lg',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});
const chosenText = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.default',
});
const noteText = css({ color: 'fg.muted', fontStyle: 'italic' });
const more = css({ fontSize: 'sm' });
const summary = css({
  cursor: 'pointer',
  color: 'accent.text',
  fontWeight: 'semibold',
  w: 'fit',
});
const remove = css({
  position: 'absolute',
  top: '2',
  right: '2',
  color: 'fg.muted',
  _hover: { color: 'nonVeg.text' },
});

/** The w160 variant fills the 125px square; screens with twice the pixels get the w480 one. */
function thumbnail(path: string | null) {
  if (!path) return { src: mealPlaceholder };
  const small = mediaUrl(variantPath(path, 'thumb'));
  return path.endsWith('.webp')
    ? {
        src: small,
        srcSet: `${small} 1x, ${mediaUrl(variantPath(path, 'card'))} 2x`,
      }
    : { src: small };
}

interface CartLineProps {
  line: CartLineView;
  /** Another change is on its way (a removal, the payment): the buttons wait. */
  disabled: boolean;
  /** This line is the one being removed. */
  removing: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  /** docs/rules/orders.md#options: the line's portion, options or note changed. */
  onChoose: (choices: LineChoices) => void;
  /**
   * The meal in several lines (docs/rules/orders.md#cart-lines): its choices join its name, so each line's buttons are
   * told apart.
   */
  twin?: boolean;
}

/** One meal in the cart (docs/rules/screens.md#cart): image, name, 'Each' price, − quantity +, line 'Total', delete. */
export function CartLine({
  line: item,
  disabled,
  removing,
  onIncrement,
  onDecrement,
  onRemove,
  onChoose,
  twin = false,
}: CartLineProps) {
  const { i18n } = useLingui();
  const { meal, quantity: count } = item;
  const named = twin && item.choices?.length ? `${meal.name} (${choicesText(i18n, item.choices)})` : meal.name;
  // 'Decrease' at 1 (or 'Increase' at the most) gives focus to the other; both waiting, the pressed one takes it back.
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  useKeepFocus(decrease, increase);
  useKeepFocus(increase, decrease);
  return (
    <li className={cx(line, removing && leaving)} aria-busy={removing || undefined} data-key={item.id}>
      <Link href={`/meal/${meal.id}`} tabIndex={-1} aria-hidden="true">
        <img
          {...thumbnail(meal.main_image)}
          alt=""
          width="125"
          height="125"
          loading="lazy"
          decoding="async"
          className={image}
        />
      </Link>
      <div className={body}>
        <Link href={`/meal/${meal.id}`} className={name}>
          {meal.name}
        </Link>
        <p
          className={css({
            display: 'flex',
            alignItems: 'baseline',
            gap: '2',
            color: 'fg.muted',
            fontSize: 'sm',
          })}
        >
          <span className={label}>{i18n._('Each')}</span>
          <span>{formatMoney(i18n, item.unitPrice, 2)}</span>
        </p>
        {(item.choices?.length ?? 0) + (item.note ? 1 : 0) > 0 && (
          <p className={chosenText}>
            {item.choices && choicesText(i18n, item.choices)}
            {item.note && <span className={noteText}>{`“${item.note}”`}</span>}
          </p>
        )}
        <details className={more}>
          <summary className={summary}>
            {offersChoices(meal) ? i18n._('Change choices or note') : i18n._('Add a note for this dish')}
          </summary>
          <div className={css({ pt: '3' })}>
            <MealChoices
              meal={meal}
              mealId={meal.id}
              choices={item.chosen}
              disabled={disabled}
              noteOn="blur"
              onPortion={(portion) => onChoose(choicesRequest({ ...item.chosen, portion }))}
              onPick={(groupId, optionId) => onChoose(choicesRequest(pick(meal, item.chosen, groupId, optionId)))}
              onNote={(note) => onChoose(choicesRequest({ ...item.chosen, note }))}
            />
          </div>
        </details>
        <div className={figures}>
          <div className={stepper} role="group" aria-label={i18n._('Quantity of {name}', { name: named })}>
            <button
              ref={decrease}
              type="button"
              className={cx(button({ variant: 'ghost', size: 'icon' }), step)}
              aria-label={i18n._('Decrease quantity of {name}', { name: named })}
              disabled={disabled || count <= 1}
              onClick={onDecrement}
            >
              <MinusIcon />
            </button>
            <output
              className={quantity}
              aria-live="polite"
              aria-label={i18n._('Quantity of {name}', { name: named })}
            >
              {formatNumber(i18n, count)}
            </output>
            <button
              ref={increase}
              type="button"
              className={cx(button({ variant: 'ghost', size: 'icon' }), step)}
              aria-label={i18n._('Increase quantity of {name}', { name: named })}
              title={
                count >= MAX_QUANTITY
                  ? i18n._('At most {max} of a meal per order', { max: formatNumber(i18n, MAX_QUANTITY) })
                  : undefined
              }
              disabled={disabled || count >= MAX_QUANTITY}
              onClick={onIncrement}
            >
              <PlusIcon />
            </button>
          </div>
          <p className={total}>
            <span className={label}>{i18n._('Total')}</span>
            <span className={totalValue}>{formatMoney(i18n, item.lineTotal, 2)}</span>
          </p>
        </div>
      </div>
      <button
        type="button"
        className={cx(button({ variant: 'ghost', size: 'icon' }), remove)}
        aria-label={i18n._('Remove {name} from the cart', { name: named })}
        data-control="remove"
        disabled={disabled}
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
