import type { Meta, StoryObj } from '@storybook/react-vite';
import { asWritten, expect, textOf, userEvent, within } from './story-test';
import { MealDetailPage } from '../src/features/menu/meal-detail-page';
import { withApp } from './app-story';
import { plateMeal } from './meal-fixtures';
import { onMealPage } from './story-meta';
import { afterPaint, inCanvas } from './play-helpers';

const meta = {
  title: 'Pages/Meal Detail Sold Out',
  ...onMealPage(),
} satisfies Meta<typeof MealDetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The kitchen sold the dish out: the page says so and its button cannot add it. */
export const DishSoldOut: Story = {
  name: 'Dish sold out',
  decorators: [withApp({ session: 'customer', soldOut: { meals: [{ meal: plateMeal.id, back_at: null }], options: [] } })],
  play: inCanvas(async (canvas) => {
    const soldOut = await canvas.findByRole('button', { name: 'Sold out' });
    await expect(soldOut).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  }),
};

/** One option ran out ("Hot"): it is shown unavailable in the picker; the rest of the dish can still be ordered. */
export const OptionSoldOut: Story = {
  name: 'Option sold out',
  decorators: [withApp({ session: 'customer', soldOut: { meals: [], options: [{ meal: plateMeal.id, option: 3, back_at: null }] } })],
  play: inCanvas(async (canvas) => {
    const spice = within(await canvas.findByRole('radiogroup', { name: asWritten('Spice level') }));
    await afterPaint();
    await expect(textOf(spice.getByText(asWritten('Hot')))).toContain('Sold out');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  }),
};

/**
 * The option chosen by default ran out ("Mild", the first spice level): the button says "Sold out" until another
 * level is picked, so the customer is never sent to a refusal from the server.
 */
export const ChosenOptionSoldOut: Story = {
  name: 'Chosen option sold out',
  decorators: [withApp({ session: 'customer', soldOut: { meals: [], options: [{ meal: plateMeal.id, option: 1, back_at: null }] } })],
  play: inCanvas(async (canvas) => {
    const spice = within(await canvas.findByRole('radiogroup', { name: asWritten('Spice level') }));
    await afterPaint();
    await expect(textOf(spice.getByText(asWritten('Mild')))).toContain('Sold out');
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await userEvent.click(spice.getByText(asWritten('Medium')));
    await expect(await canvas.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  }),
};
