import { Checkbox } from '@ark-ui/react/checkbox';
import { Field } from '@ark-ui/react/field';
import { RadioGroup } from '@ark-ui/react/radio-group';
import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { MAX_ITEM_NOTE, type OptionGroup, type Portion, PORTION_LABELS } from '../../../contract/meal-options';
import { type Choosable, type Choices, offersHalf } from '../../../machines/menu/line-choices';
import { formatMoney } from '../../i18n/format';
import { fieldInput } from '../../ui/form-field';
import { RadioHiddenInput } from '../../ui/radio-hidden-input';
// The portions' names are the contract's words.
import '../../i18n/contract-english';
import './english';
import { optionSoldOut } from '../../../contract/sold-out';
import { useSoldOut } from './use-sold-out';

const box = css({ display: 'grid', gap: '4' });
const groupBox = css({
  display: 'grid',
  gap: '2',
  border: 'none',
  p: '0',
  m: '0',
  minW: '0',
});
const legend = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.default',
  mb: '1',
  p: '0',
});
const hint = css({ fontWeight: 'normal', color: 'fg.muted' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3.5',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1.5px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  cursor: 'pointer',
  transition: 'colors',
  '&[data-state=checked]': {
    borderColor: 'accent.solid',
    bg: 'bg.accentSubtle',
    color: 'accent.text',
    fontWeight: 'semibold',
  },
  '&[data-disabled]': { opacity: 0.6, cursor: 'default' },
  '&[data-focus-visible]': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '0.5',
  },
});
// What the radio's ring and the checkbox's box share; each adds its shape and how it looks when chosen.
const control = css({
  w: '4',
  h: '4',
  flexShrink: 0,
  borderWidth: '2px',
  borderColor: 'border.strong',
});
const mark = cx(
  control,
  css({ borderRadius: 'full', '&[data-state=checked]': { borderWidth: '5px', borderColor: 'accent.solid' } }),
);
const tick = cx(
  control,
  css({
    borderRadius: 'sm',
    display: 'grid',
    placeItems: 'center',
    color: 'white',
    fontSize: 'xs',
    lineHeight: 'none',
    '&[data-state=checked]': { bg: 'accent.solid', borderColor: 'accent.solid' },
  }),
);
const extra = css({
  color: 'fg.muted',
  fontWeight: 'normal',
  fontVariantNumeric: 'tabular-nums',
});
const note = cx(fieldInput, css({ h: '10' }));

const priced = (i18n: I18n, amount: number) => (amount > 0 ? ` + ${formatMoney(i18n, amount, 2)}` : '');

interface MealChoicesProps {
  meal: Choosable;
  choices: Choices;
  disabled?: boolean;
  onPortion: (portion: Portion) => void;
  onPick: (groupId: number, optionId: number) => void;
  /** The meal page hears every key; the cart hears the note once the customer leaves the field. */
  onNote: (note: string) => void;
  noteOn: 'change' | 'blur';
  /** The meal's id, so options the kitchen sold out show as unavailable. */
  mealId?: number;
}

type GroupProps = { group: OptionGroup; soldOut: (optionId: number) => boolean } & Pick<
  MealChoicesProps,
  'choices' | 'disabled' | 'onPick'
>;

/** One of a group's options, and what it adds to the price (or that it is sold out). */
function OptionText({ option, soldOut }: { option: OptionGroup['options'][number]; soldOut: boolean }) {
  const { i18n } = useLingui();
  return (
    <>
      {option.name}
      <span className={extra}>{soldOut ? ` · ${i18n._('Sold out')}` : priced(i18n, option.price)}</span>
    </>
  );
}

/** A choice of exactly one (the portion, a 'pick one' group), each answer a chip. */
function ChipRadios({
  label,
  value,
  disabled,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <RadioGroup.Root
      className={groupBox}
      value={value}
      disabled={disabled}
      onValueChange={({ value: next }) => next && onChange(next)}
    >
      <RadioGroup.Label className={legend}>{label}</RadioGroup.Label>
      <div className={chips}>{children}</div>
    </RadioGroup.Root>
  );
}

function RadioChip({ value, disabled, children }: { value: string; disabled?: boolean; children: ReactNode }) {
  return (
    <RadioGroup.Item value={value} className={chip} disabled={disabled}>
      <RadioGroup.ItemControl className={mark} />
      <RadioGroup.ItemText>{children}</RadioGroup.ItemText>
      <RadioHiddenInput />
    </RadioGroup.Item>
  );
}

function PickOne({ group, choices, disabled, onPick, soldOut }: GroupProps) {
  const value = group.options.find((option) => choices.options.includes(option.id))?.id;
  return (
    <ChipRadios
      label={group.name}
      value={value === undefined ? null : String(value)}
      disabled={disabled}
      onChange={(next) => onPick(group.id, Number(next))}
    >
      {group.options.map((option) => (
        <RadioChip key={option.id} value={String(option.id)} disabled={soldOut(option.id)}>
          <OptionText option={option} soldOut={soldOut(option.id)} />
        </RadioChip>
      ))}
    </ChipRadios>
  );
}

function PickAny({ group, choices, disabled, onPick, soldOut }: GroupProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className={groupBox} disabled={disabled}>
      <legend className={legend}>
        {group.name} <span className={hint}>{i18n._('(optional)')}</span>
      </legend>
      <div className={chips}>
        {group.options.map((option) => (
          <Checkbox.Root
            key={option.id}
            className={chip}
            checked={choices.options.includes(option.id)}
            disabled={disabled || (soldOut(option.id) && !choices.options.includes(option.id))}
            onCheckedChange={() => onPick(group.id, option.id)}
          >
            <Checkbox.Control className={tick}>
              <Checkbox.Indicator>✓</Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label>
              <OptionText option={option} soldOut={soldOut(option.id)} />
            </Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What a customer can choose for one meal (docs/rules/orders.md#options): full or half plate, each group of options, a
 * note for the kitchen. It shows what it is given and reports each change; the machines decide and the server prices.
 */
export function MealChoices({ meal, choices, disabled, onPortion, onPick, onNote, noteOn, mealId }: MealChoicesProps) {
  const { i18n } = useLingui();
  const state = useSoldOut();
  const soldOut = (optionId: number) => mealId !== undefined && optionSoldOut(state, mealId, optionId);
  const noteEvents =
    noteOn === 'change'
      ? {
          value: choices.note,
          onChange: (event: { currentTarget: { value: string } }) => onNote(event.currentTarget.value),
        }
      : {
          defaultValue: choices.note,
          onBlur: (event: { currentTarget: { value: string } }) => {
            if (event.currentTarget.value.trim() !== choices.note.trim()) onNote(event.currentTarget.value);
          },
        };
  return (
    <div className={box}>
      {offersHalf(meal) && (
        <ChipRadios
          label={i18n._('Portion')}
          value={choices.portion}
          disabled={disabled}
          onChange={(value) => onPortion(value as Portion)}
        >
          {(['full', 'half'] as const).map((portion) => (
            <RadioChip key={portion} value={portion}>
              {i18n._(PORTION_LABELS[portion])}{' '}
              <span className={extra}>
                {formatMoney(i18n, portion === 'half' ? meal.half_plate_price ?? 0 : meal.price, 2)}
              </span>
            </RadioChip>
          ))}
        </ChipRadios>
      )}
      {(meal.option_groups ?? []).map((each) =>
        each.kind === 'one' ? (
          <PickOne key={each.id} group={each} choices={choices} disabled={disabled} onPick={onPick} soldOut={soldOut} />
        ) : (
          <PickAny key={each.id} group={each} choices={choices} disabled={disabled} onPick={onPick} soldOut={soldOut} />
        ),
      )}
      <Field.Root className={groupBox} disabled={disabled}>
        <Field.Label className={legend}>
          {i18n._('Note for this dish')} <span className={hint}>{i18n._('(optional)')}</span>
        </Field.Label>
        <Field.Input
          className={note}
          maxLength={MAX_ITEM_NOTE}
          placeholder={i18n._('No onion, less oil')}
          {...noteEvents}
        />
      </Field.Root>
    </div>
  );
}
