import { RatingGroup } from '@ark-ui/react/rating-group';
import { useLingui } from '../../i18n/use-lingui';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import './english';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

const control = css({ display: 'inline-flex', alignItems: 'center', gap: '0.5' });
const item = css({
  color: 'accent.solid',
  cursor: 'pointer',
  borderRadius: 'sm',
  outline: 'none',
  _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'focusRing' },
  _readOnly: { cursor: 'default' },
});

/** One star, full, half or empty: the half is the left side filled over the outline. */
function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: number }) {
  const clip = useId();
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      {fill !== 'empty' && (
        <path d={STAR} fill="currentColor" clipPath={fill === 'half' ? `url(#${clip})` : undefined} />
      )}
    </svg>
  );
}

interface StarRatingProps {
  value: number;
  label: string;
  /** Shown as text beside the stars; the control itself is labelled by `label`. */
  hideLabel?: boolean;
  onChange?: (value: number) => void;
  size?: number;
  invalid?: boolean;
  /** The id of the message saying why the rating is refused, read with the stars. */
  errorId?: string;
  className?: string;
}

/**
 * Ark's RatingGroup, 5 stars in half steps (docs/rules/limits.md#forms): an input when given `onChange`, a read-only
 * display otherwise.
 */
export function StarRating({
  value,
  label,
  hideLabel = false,
  onChange,
  size = 22,
  invalid,
  errorId,
  className,
}: StarRatingProps) {
  const { i18n } = useLingui();
  const starsText = (count: number) => i18n._('{count, plural, one {# star} other {# stars}}', { count });
  // Ark checks the first star when nothing is chosen ("1 star, checked" before anything is), and names each star by
  // its number whatever the value ("2 stars, checked" for 1.5): the star that holds the value is checked and says it.
  const holds = (index: number) => value > 0 && Math.ceil(value) === index;
  return (
    <RatingGroup.Root
      count={5}
      allowHalf
      value={value}
      readOnly={onChange === undefined}
      onValueChange={onChange ? ({ value: next }) => onChange(next) : undefined}
      // Ark says "1 stars"; a screen reader user hears each star as it is.
      translations={{ ratingValueText: starsText }}
      className={cx(css({ display: 'grid', gap: '1.5' }), className)}
    >
      <RatingGroup.Label className={hideLabel ? css({ srOnly: true }) : css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {label}
      </RatingGroup.Label>
      {/* The radio group itself says it is refused, and why: on the group's root a screen reader heard neither. */}
      <RatingGroup.Control
        className={control}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        <RatingGroup.Context>
          {({ items }) =>
            items.map((index) => (
              <RatingGroup.Item
                key={index}
                index={index}
                className={item}
                aria-checked={holds(index)}
                aria-label={starsText(holds(index) ? value : index)}
                // One click, one value (docs/rules/robustness.md#screens): Ark takes a click's value from where the
                // pointer last hovered, so the same star gave 3.5 or 4 by a pixel, and a tap never gave a half. Here a
                // click on a star gives that star; a click on the star already chosen takes half a star off. The
                // keyboard keeps Ark's half steps.
                onClickCapture={
                  onChange &&
                  ((event) => {
                    event.stopPropagation();
                    onChange(value === index ? index - 0.5 : index);
                  })
                }
                // No hover preview of halves the click would not give: the stars show the value.
                onPointerMoveCapture={onChange && ((event) => event.stopPropagation())}
              >
                <RatingGroup.ItemContext>
                  {({ half, highlighted }) => (
                    <Star fill={highlighted ? (half ? 'half' : 'full') : 'empty'} size={size} />
                  )}
                </RatingGroup.ItemContext>
              </RatingGroup.Item>
            ))
          }
        </RatingGroup.Context>
        <RatingGroup.HiddenInput />
      </RatingGroup.Control>
    </RatingGroup.Root>
  );
}
