import type { Meta, StoryObj } from '@storybook/react-vite';
import { asWritten, expect, textOf, userEvent, within } from './story-test';
import type { SoldOutState } from '../contract/sold-out';
import { MealDetailPage } from '../src/features/menu/meal-detail-page';
import { withApp } from './app-story';
import { plateMeal } from './meal-fixtures';
import { onMealPage } from './story-meta';
import { afterPaint, type Canvas, inCanvas } from './play-helpers';

const meta = {
  title: 'Pages/Meal Detail Sold Out',
  ...onMealPage(),
} satisfies Meta<typeof MealDetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A customer on the plate's page, with what the kitchen has sold out. */
const customerWith = (soldOut: SoldOutState) => withApp({ session: 'customer', soldOut });
/** The kitchen ran out of one of the plate's options (by its id). */
const optionOut = (option: number) => customerWith({ meals: [], options: [{ meal: plateMeal.id, option, back_at: null }] });

/** The spice levels, once the picker shows `level` sold out. */
async function spiceWithSoldOut(canvas: Canvas, level: string) {
  const spice = within(await canvas.findByRole('radiogroup', { name: asWritten('Spice level') }));
  await afterPaint();
  await expect(textOf(spice.getByText(asWritten(level)))).toContain('Sold out');
  return spice;
}

/** The kitchen sold the dish out: the page says so and its button cannot add it. */
export const DishSoldOut: Story = {
  name: 'Dish sold out',
  decorators: [customerWith({ meals: [{ meal: plateMeal.id, back_at: null }], options: [] })],
  play: inCanvas(async (canvas) => {
    const soldOut = await canvas.findByRole('button', { name: 'Sold out' });
    await expect(soldOut).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  }),
};

/** One option ran out ("Hot"): it is shown unavailable in the picker; the rest of the dish can still be ordered. */
export const OptionSoldOut: Story = {
  name: 'Option sold out',
  decorators: [optionOut(3)],
  play: inCanvas(async (canvas) => {
    await spiceWithSoldOut(canvas, 'Hot');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  }),
};

/**
 * The option chosen by default ran out ("Mild", the first spice level): the button says "Sold out" until another
 * level is picked, so the customer is never sent to a refusal from the server.
 */
export const ChosenOptionSoldOut: Story = {
  name: 'Chosen option sold out',
  decorators: [optionOut(1)],
  play: inCanvas(async (canvas) => {
    const spice = await spiceWithSoldOut(canvas, 'Mild');
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await userEvent.click(spice.getByText(asWritten('Medium')));
    await expect(await canvas.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  }),
};
