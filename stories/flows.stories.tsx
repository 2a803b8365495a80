import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Meal } from '../contract/meal';
import type { MealSubmission } from '../machines/catalogue/meal-admin-api';
import { ok } from '../machines/shared/result';
import { newAdmin } from '../machines/shared/testing/fixtures';
import { App } from '../src/app/app';
import { AppActorProvider } from '../src/app/app-actor';
import { OtpPage } from '../src/features/account/otp-page';
import { AddAdminPage } from '../src/features/people/admin-add-admin-page';
import { MealFormPage } from '../src/features/catalogue/admin-meal-form-page';
import { MealListPage } from '../src/features/catalogue/admin-meal-list-page';
import { UserListPage } from '../src/features/people/admin-user-list-page';
import { findPath, findToast, WithPath } from './account-story';
import { AdminScreen, withAdmin } from './admin-story';
import { createStoryActor, type StoryAppOptions } from './app-story';
import { filledCart } from './cart-fixtures';
import { acceptedCheckout, findLines } from './cart-story';
import { meals, pngFile } from './fixtures';
import { pendingOrder, successReturn } from './order-fixtures';
import { findMenuButton } from './play-helpers';
import { filledDraft } from './signup-fixtures';
import { expect, userEvent, within } from './story-test';

/**
 * One story per flow, played from its first screen to its last: what a QA person walks through before a release,
 * on the same fakes as each screen's stories. The customer's flows run the whole app (src/app/app.tsx: its routes,
 * its toasts, focus after each move); the admin's run the admin screens of the flow under the admin's router.
 */
const meta = {
  title: 'Flows',
  component: App,
} satisfies Meta<typeof App>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Where eSewa's page would be: the flow's browser posts the payment form here instead of leaving the story. */
const STAND_IN = '/esewa-stand-in';

/** eSewa's page, stood in for: paying sends the browser back to the site's success address, as eSewa does. */
function EsewaStandIn() {
  const [, navigate] = useLocation();
  return (
    <main className={css({ p: '8', display: 'grid', gap: '4', justifyItems: 'start' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>eSewa (stand-in)</h1>
      <p>Rs. {pendingOrder.total}</p>
      <button
        type="button"
        className={button()}
        onClick={() => navigate(successReturn(pendingOrder))}
      >
        Confirm payment (stand-in)
      </button>
    </main>
  );
}

/**
 * The whole app on the fake API, in a router of its own that the fake can move on (the gateway's form post lands on
 * the stand-in). The app draws its own toasts.
 */
function WholeApp({ path, options }: { path: string; options: (navigate: (to: string) => void) => StoryAppOptions }) {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  const [actor] = useState(() => createStoryActor(options(location.navigate)));
  useEffect(() => () => void setTimeout(() => actor.stop(), 0), [actor]);
  return (
    <AppActorProvider actor={actor}>
      <Router hook={location.hook}>
        <WithPath>
          <Switch>
            <Route path={STAND_IN}>
              <EsewaStandIn />
            </Route>
            <Route>
              <App />
            </Route>
          </Switch>
        </WithPath>
      </Router>
    </AppActorProvider>
  );
}

export const SignUpToSignedIn: Story = {
  name: 'Sign up, the code, signed in',
  render: () => <WholeApp path="/signup" options={() => ({ session: 'visitor' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Full Name'), filledDraft.name);
    await userEvent.type(canvas.getByLabelText('Contact Number'), filledDraft.phone_number);
    await userEvent.type(canvas.getByLabelText('Password'), filledDraft.password);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), filledDraft.confirm_password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await findPath(canvasElement, '/otp');
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await findPath(canvasElement, '/');
    await expect(await canvas.findByRole('button', { name: `Account menu for ${filledDraft.name}` })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const CartToConfirmed: Story = {
  name: 'Cart, pay with eSewa, confirmed',
  render: () => (
    <WholeApp
      path="/cart"
      options={(navigate) => ({
        session: 'customer',
        cart: { items: filledCart },
        cartCalls: { createOrder: acceptedCheckout(), submitGatewayForm: () => navigate(STAND_IN) },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findLines(canvasElement)).toHaveLength(filledCart.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await findPath(canvasElement, STAND_IN);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm payment (stand-in)' }));
    // The path bar shows the path alone; eSewa's values are in the query.
    await findPath(canvasElement, '/esewa-success');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment successful! Your order has been placed.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: `Order #${pendingOrder.number}` })).toBeInTheDocument();
  },
};

/** The admin's meals on a fake server that keeps what is added, fresh for each time the story is drawn. */
const withMealsKept: Decorator = (Story, context) => {
  const kept: Meal[] = [...meals];
  const createMeal = async ({ fields }: MealSubmission) => {
    kept.unshift({ ...meals[0]!, id: 900, name: fields.name, price: Number(fields.price), half_plate_price: null });
    return ok('Meal created successfully..');
  };
  return withAdmin({ meals: kept, overrides: { createMeal } })(Story, context);
};

/** On an admin list (once its table shows), the way to another screen: the navbar dropdown's item, landing on `path`. */
async function chooseFromMenu(canvasElement: HTMLElement, menu: string, item: string, path: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('table');
  await userEvent.click(await findMenuButton(canvas, menu));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: item }));
  await findPath(canvasElement, path);
}

const NEW_MEAL = 'Newari Chatamari';

export const AdminAddsAMeal: Story = {
  name: 'Admin adds a meal',
  parameters: { route: '/route/admin/meal-list' },
  decorators: [withMealsKept],
  render: () => (
    <AdminScreen>
      <Switch>
        <Route path="/meal-list" component={MealListPage} />
        <Route path="/add-meal">
          <MealFormPage mode="add" />
        </Route>
      </Switch>
    </AdminScreen>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFromMenu(canvasElement, 'Meal', 'Add Meal', '/route/admin/add-meal');
    await userEvent.type(await canvas.findByLabelText('Name'), NEW_MEAL);
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Snacks');
    await userEvent.type(canvas.getByLabelText('Price'), '220');
    await userEvent.click(canvas.getByRole('radio', { name: 'Piece' }));
    // The long texts are pasted, not typed key by key: the flow is about the steps, and stays well inside the
    // runner's time for one story on a busy machine.
    await userEvent.click(canvas.getByLabelText('Ingredients'));
    await userEvent.paste('rice flour, egg, minced buff');
    await userEvent.click(canvas.getByLabelText('Description'));
    await userEvent.paste('A Newari rice crepe with egg and mince. '.repeat(3));
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[name="main_image"]')!, pngFile('chatamari.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Meal' }));
    await expect(await findToast('Meal created successfully..')).toBeInTheDocument();
    await findPath(canvasElement, '/route/admin/meal-list');
    await userEvent.type(await canvas.findByLabelText('Search meals'), 'chatamari');
    await expect(await canvas.findByText(NEW_MEAL)).toBeInTheDocument();
  },
};

export const AdminAddsStaff: Story = {
  name: 'Admin adds a member of staff',
  parameters: { route: '/route/admin/user-list' },
  decorators: [withAdmin()],
  render: () => (
    <WithPath>
      <Switch>
        <Route path="/otp">
          <OtpPage />
        </Route>
        <Route path="/route/admin" nest>
          <Switch>
            <Route path="/user-list" component={UserListPage} />
            <Route path="/add-admin" component={AddAdminPage} />
          </Switch>
        </Route>
      </Switch>
    </WithPath>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFromMenu(canvasElement, 'Users', 'Add Admin', '/route/admin/add-admin');
    await userEvent.click(await canvas.findByText('Counter'));
    await expect(canvas.getByRole('radio', { name: 'Counter' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), newAdmin.name);
    await userEvent.type(canvas.getByLabelText('Phone Number', { exact: true }), newAdmin.phone_number);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), newAdmin.password);
    await userEvent.type(canvas.getByLabelText('Confirm Password', { exact: true }), newAdmin.confirm_password);
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await findPath(canvasElement, '/otp');
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('Admin created successfully!')).toBeInTheDocument();
    await findPath(canvasElement, '/route/admin/user-list');
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
  },
};
