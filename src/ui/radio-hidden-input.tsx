import { RadioGroup, useRadioGroupItemContext } from '@ark-ui/react/radio-group';

/**
 * Ark's radio input, checked as its item is. zag gives it only `defaultChecked`, which preact/compat sets as the DOM
 * property of that name: it moves the input's checkedness only until the input has been checked once, so a choice
 * made later (a click on another chip, the cart's remembered way) left the input saying the old one to the browser,
 * to assistive technology and to the form.
 */
export function RadioHiddenInput() {
  const item = useRadioGroupItemContext();
  return <RadioGroup.ItemHiddenInput checked={item.checked} />;
}
