import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from './story-test';
import { ProfilePage } from '../src/features/account/profile-page';
import { findToast } from './account-story';
import { withApp } from './app-story';
import { favorites } from './meal-fixtures';
import { inCanvas, showsTexts } from './play-helpers';
import { onPage } from './story-meta';

const meta = {
  title: 'Pages/Profile/Favorite Meals',
  ...onPage(ProfilePage, '/profile'),
} satisfies Meta<typeof ProfilePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [withApp({ session: 'customer', mealData: { favorites } })],
  play: inCanvas(async (canvas) => {
    const [first, ...rest] = favorites;
    await expect(await canvas.findByRole('link', { name: first!.meal.name })).toHaveAttribute('href', `/meal/${first!.meal.id}`);
    await expect(canvas.getByText(`Rs. ${first!.meal.price}`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first!.meal.name} from favorites` }));
    await expect(await findToast('Removed from favorites!')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: first!.meal.name })).toBeNull();
    for (const { meal } of rest) await expect(canvas.getByRole('link', { name: meal.name })).toBeInTheDocument();
  }),
};

export const Empty: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: showsTexts('No favorite meals yet.'),
};
