import type { Meta, StoryObj } from '@storybook/react-vite';
import { asWritten, expect, userEvent, waitFor, within } from './story-test';
import { failure } from '../machines/shared/result';
import { MealDetailPage } from '../src/features/menu/meal-detail-page';
import { findToast } from './account-story';
import { withApp } from './app-story';
import { pieceMeal, plateMeal, reviews } from './meal-fixtures';
import { onMealPage } from './story-meta';
import { afterPaint, type Canvas, inCanvas, offersRetry, pressForToast, showsTexts } from './play-helpers';

const meta = {
  title: 'Pages/Meal Detail',
  ...onMealPage(),
} satisfies Meta<typeof MealDetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

// The page once drawn, as a user sees it (afterPaint).
const heading = async (canvasElement: HTMLElement, name: string) => {
  const found = await within(canvasElement).findByRole('heading', { level: 1, name });
  await afterPaint();
  return found;
};

/** On the plate's page as someone who may not order or review: each button pressed brings the toast saying why. */
async function refusedPresses(canvas: Canvas, canvasElement: HTMLElement, presses: [button: string, toast: string][]) {
  await heading(canvasElement, plateMeal.name);
  for (const [button, toast] of presses) await pressForToast(canvas, button, toast);
}

export const Loading: Story = {
  decorators: [withApp({ mealData: { data: 'loading' } })],
  play: showsTexts('Loading...'),
};

export const LoadError: Story = {
  name: 'Load error',
  decorators: [withApp({ mealCalls: { mealPage: async () => failure('Internal server error', 500) } })],
  play: offersRetry('Error loading meal details.'),
};

/**
 * docs/rules/robustness.md#screens: a meal that is gone is said so, with the way back to the menu, rather than a Try
 * again that cannot help.
 */
export const NoSuchMeal: Story = {
  name: 'No such meal',
  parameters: { route: '/meal/9999' },
  decorators: [withApp({ mealCalls: { mealPage: async () => failure('Not found.', 404) } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This dish is not on our menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/menu');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  }),
};

/** /meal/abc names no meal: the same page, and no request for /meal/meals/NaN. */
export const NotAMealPath: Story = {
  name: 'Not a meal path',
  parameters: { route: '/meal/abc' },
  decorators: [
    withApp({
      session: 'customer',
      mealCalls: {
        mealPage: async (id) => {
          throw new Error(`asked for meal ${id}`);
        },
        isFavorited: async (id) => {
          throw new Error(`asked whether meal ${id} is a favourite`);
        },
      },
    }),
  ],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This dish is not on our menu' })).toBeInTheDocument();
  }),
};

export const PlateWithThreeImages: Story = {
  name: 'Plate with three images',
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    await expect(canvas.getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(3);
    // docs/rules/screens.md#keyboard-and-screen-readers: the strip of photos, a tab stop, has a name.
    const photos = within(canvas.getByRole('region', { name: `Photos of ${plateMeal.name}` }));
    await expect(photos.getByRole('group', { name: `Photos of ${plateMeal.name}` })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByText('Rs 280')).toBeInTheDocument();
    await expect(canvas.getByText('per plate')).toBeInTheDocument();
    await expect(canvas.getByText('Half plate:')).toBeInTheDocument();
    await expect(canvas.getByText('Chicken, Onion, Ginger, Fresh coriander, Timur')).toBeInTheDocument();
    await expect(canvas.getByText('Non Veg')).toBeInTheDocument();
    await expect(canvas.getByText('4.5 (2)')).toBeInTheDocument();
    for (const { review } of reviews) await expect(canvas.getByText(review)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  }),
};

export const PieceWithOneImage: Story = {
  name: 'Piece with one image',
  parameters: { route: `/meal/${pieceMeal.id}` },
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, pieceMeal.name);
    await expect(canvas.queryAllByRole('button', { name: /^Show photo/ })).toHaveLength(0);
    await expect(canvas.getByText('per piece')).toBeInTheDocument();
    await expect(canvas.queryByText('Half plate:')).toBeNull();
    await expect(canvas.getAllByText('No reviews yet').length).toBeGreaterThan(0);
  }),
};

export const VisitorIsAskedToLogIn: Story = {
  name: 'Visitor is asked to log in',
  decorators: [withApp({ session: 'visitor' })],
  play: inCanvas((canvas, canvasElement) =>
    refusedPresses(canvas, canvasElement, [
      ['Add to cart', 'please Login first...'],
      ['Favourite', 'please login first..'],
    ]),
  ),
};

export const CustomerFavourited: Story = {
  name: 'Customer favourited',
  decorators: [withApp({ session: 'customer', mealData: { favorited: [plateMeal.id] } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    const heart = canvas.getByRole('button', { name: 'Favourite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(await findToast('Removed from favorites!')).toBeInTheDocument();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(await findToast('Added to favorites!')).toBeInTheDocument();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }),
};

export const ReviewFormErrors: Story = {
  name: 'Review form errors',
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    // docs/rules/robustness.md#screens: each star is read as it is, "1 star" and not "1 stars".
    await expect(canvas.getAllByRole('radio', { name: '1 star' }).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('radio', { name: '1 stars' })).toHaveLength(0);
    await expect(canvas.getAllByRole('radio', { name: '5 stars' }).length).toBeGreaterThan(0);
    // docs/rules/screens.md#keyboard-and-screen-readers: nothing chosen, no star is read as checked.
    const stars = within(canvas.getByRole('form', { name: 'Add a review' })).getAllByRole('radio');
    for (const star of stars) await expect(star).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByText('Rating is required')).toBeInTheDocument();
    await expect(canvas.getByText('Review is required')).toBeInTheDocument();
    // The stars are refused, say why, and take the focus: the first refused field.
    const group = within(canvas.getByRole('form', { name: 'Add a review' })).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(canvas.getByText('Rating is required').textContent!);
    await waitFor(() => expect(stars).toContain(document.activeElement));
    await userEvent.type(canvas.getByLabelText('Review'), 'Too short');
    await expect(await canvas.findByText('Review must be at least 10 characters long')).toBeInTheDocument();
  }),
};

export const ReviewSubmitted: Story = {
  name: 'Review submitted',
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    await userEvent.click(within(canvas.getByRole('form', { name: 'Add a review' })).getAllByRole('radio')[3]!);
    await userEvent.type(canvas.getByLabelText('Review'), 'Lovely momo, the achar was perfect.');
    await pressForToast(canvas, 'Submit review', 'Review submitted successfully!');
    const reviews = within(canvas.getByRole('list', { name: 'Reviews' }));
    await expect(await reviews.findByText('Lovely momo, the achar was perfect.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Review')).toHaveValue('');
  }),
};

/**
 * docs/rules/robustness.md#screens: one click, one value: a star gives itself, the chosen star clicked again takes half
 * a star off.
 */
export const StarsOneClickOneValue: Story = {
  name: 'Stars one click one value',
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    await heading(canvasElement, plateMeal.name);
    const form = within(within(canvasElement).getByRole('form', { name: 'Add a review' }));
    const four = form.getByRole('radio', { name: '4 stars' });
    await userEvent.click(four);
    await expect(four).toHaveAttribute('aria-checked', 'true');
    await expect(four).not.toHaveAttribute('data-half');
    await userEvent.click(four);
    await expect(four).toHaveAttribute('data-half');
    // docs/rules/screens.md#keyboard-and-screen-readers: the half step is read as it is, on the one star checked.
    await expect(four).toHaveAccessibleName('3.5 stars');
    await expect(form.getAllByRole('radio', { checked: true })).toEqual([four]);
    await userEvent.click(four);
    await expect(four).not.toHaveAttribute('data-half');
    await userEvent.click(form.getByRole('radio', { name: '1 star' }));
    await expect(form.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
  },
};

/**
 * docs/rules/robustness.md#screens: a customer who reviewed the meal is told so, and "Edit your review" brings their
 * words back to change.
 */
export const EditYourReview: Story = {
  name: 'Edit your review',
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    const form = within(canvas.getByRole('form', { name: 'Add a review' }));
    await expect(form.queryByText('You reviewed this meal')).toBeNull();
    await userEvent.click(form.getAllByRole('radio')[3]!);
    await userEvent.type(canvas.getByLabelText('Review'), 'Lovely momo, the achar was perfect.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    const yours = within(await form.findByRole('region', { name: 'You reviewed this meal' }));
    await expect(yours.getByText('Lovely momo, the achar was perfect.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Review')).toHaveValue('');
    await userEvent.click(yours.getByRole('button', { name: 'Edit your review' }));
    await expect(canvas.getByLabelText('Review')).toHaveValue('Lovely momo, the achar was perfect.');
  }),
};

export const ReviewFailed: Story = {
  name: 'Review failed',
  decorators: [withApp({ session: 'customer', mealCalls: { submitReview: async () => failure('Meal does not exist', 400) } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    await userEvent.click(within(canvas.getByRole('form', { name: 'Add a review' })).getAllByRole('radio')[3]!);
    await userEvent.type(canvas.getByLabelText('Review'), 'Lovely momo, the achar was perfect.');
    await pressForToast(canvas, 'Submit review', 'Error submitting review');
    await expect(canvas.getByLabelText('Review')).toHaveValue('Lovely momo, the achar was perfect.');
  }),
};

/**
 * docs/rules/orders.md#options: a half plate, a spice level, an extra and a note, priced as chosen, go into the cart
 * together.
 */
export const HalfPlateWithOptions: Story = {
  name: 'Half plate with options',
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await heading(canvasElement, plateMeal.name);
    const choices = within(canvas.getByRole('region', { name: 'Your choices' }));
    // What the kitchen serves by default: a full plate, the first spice level; nothing to price apart yet.
    await expect(choices.getByRole('radio', { name: /Full plate/ })).toBeChecked();
    await expect(choices.getByRole('radio', { name: asWritten('Mild') })).toBeChecked();
    await userEvent.click(choices.getByRole('radio', { name: /Half plate/ }));
    await userEvent.click(choices.getByRole('radio', { name: asWritten('Hot') }));
    await userEvent.click(choices.getByRole('checkbox', { name: /Cheese/ }));
    await userEvent.type(choices.getByRole('textbox', { name: /Note for this dish/ }), 'No onion');
    await expect(await choices.findByText('Rs 228')).toBeInTheDocument();
    await pressForToast(canvas, 'Add to cart', 'Meal added to cart!');
  }),
};

/** An admin looks at a meal as customers see it; ordering and reviewing are a customer's, and the admin is told so. */
export const AsAdmin: Story = {
  name: 'As admin',
  decorators: [withApp({ session: 'admin' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await refusedPresses(canvas, canvasElement, [['Submit review', "you can't perform this action as admin..."]]);
    await expect(canvas.queryByRole('region', { name: 'You reviewed this meal' })).toBeNull();
  }),
};
