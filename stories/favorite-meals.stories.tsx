import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from './story-test';
import { FavoriteMeals } from '../src/features/menu/favorite-meals';
import { meals } from './fixtures';

const meta = {
  title: 'Profile/Favorite Meals',
  component: FavoriteMeals,
} satisfies Meta<typeof FavoriteMeals>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { favorites: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No favorite meals yet.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: {
    favorites: meals.slice(0, 3).map((meal, index) => ({
      id: index + 1,
      meal: { id: meal.id, name: meal.name, main_image: meal.main_image, price: meal.price },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const { meal } of args.favorites) {
      await expect(canvas.getByRole('link', { name: meal.name })).toHaveAttribute('href', `/meal/${meal.id}`);
      await expect(canvas.getByText(`Rs. ${meal.price}`)).toBeInTheDocument();
    }
  },
};
