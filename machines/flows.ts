import type { changePasswordMachine } from './account/change-password.machine';
import type { forgotPasswordMachine } from './account/forgot-password.machine';
import type { loginMachine } from './account/login.machine';
import type { logoutMachine } from './account/logout.machine';
import type { otpMachine } from './account/otp.machine';
import type { profileMachine } from './account/profile.machine';
import type { signupDraftMachine } from './account/signup-draft.machine';
import type { signupMachine } from './account/signup.machine';
import type { cartMachine } from './cart/cart.machine';
import type { checkoutDetailsMachine } from './cart/checkout-details.machine';
import type { checkoutMachine } from './cart/checkout.machine';
import type { khaltiReturnMachine } from './cart/khalti-return.machine';
import type { paymentReturnMachine } from './cart/payment-return.machine';
import type { paymentMachine } from './cart/payment.machine';
import type { tableVisitMachine } from './cart/table-visit.machine';
import type { favoriteMealsMachine } from './menu/favorite-meals.machine';
import type { favoriteMachine } from './menu/favorite.machine';
import type { mealChoicesMachine } from './menu/meal-choices.machine';
import type { mealDetailMachine } from './menu/meal-detail.machine';
import type { myReviewMachine } from './menu/my-review.machine';
import type { reviewFormMachine } from './menu/review-form.machine';
import type { searchMachine } from './menu/search.machine';
import type { ordersMachine } from './orders/orders.machine';
import type { paceMachine } from './shared/pace.machine';

/**
 * The flows, by the system id their screen starts them under, each with its machine's type. Types only: every
 * machine still loads with its screen (`useFlow` is handed the implementation there), so the home page carries
 * none of them. `FlowId` and the flows' part of the app's system are read off this one list.
 */
export interface Flows {
  signupDraft: typeof signupDraftMachine;
  signup: typeof signupMachine;
  otp: typeof otpMachine;
  forgotPassword: typeof forgotPasswordMachine;
  login: typeof loginMachine;
  logout: typeof logoutMachine;
  profile: typeof profileMachine;
  changePassword: typeof changePasswordMachine;
  search: typeof searchMachine;
  mealDetail: typeof mealDetailMachine;
  myReview: typeof myReviewMachine;
  mealChoices: typeof mealChoicesMachine;
  reviewForm: typeof reviewFormMachine;
  favorite: typeof favoriteMachine;
  favoriteMeals: typeof favoriteMealsMachine;
  addAdmin: typeof signupMachine;
  adminOtp: typeof otpMachine;
  cart: typeof cartMachine;
  payment: typeof paymentMachine;
  checkoutDetails: typeof checkoutDetailsMachine;
  checkout: typeof checkoutMachine;
  paymentReturn: typeof paymentReturnMachine;
  khaltiReturn: typeof khaltiReturnMachine;
  tableVisit: typeof tableVisitMachine;
  orders: typeof ordersMachine;
  pace: typeof paceMachine;
}

export type FlowId = keyof Flows;
