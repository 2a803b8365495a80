import type { auditTrailMachine } from './people/audit-trail.machine';
import type { billingSettingsMachine } from './restaurant/billing-settings.machine';
import type { adminOrdersMachine } from './orders/admin-orders.machine';
import type { categoryAdminMachine } from './catalogue/category-admin.machine';
import type { dashboardMachine } from './restaurant/dashboard.machine';
import type { kitchenScreenMachine } from './kitchen/kitchen-screen.machine';
import type { mealFormMachine } from './catalogue/meal-form.machine';
import type { mealListMachine } from './catalogue/meal-list.machine';
import type { mealOptionsEditorMachine } from './catalogue/meal-options-editor.machine';
import type { moneyMachine } from './money/money.machine';
import type { paymentSettingsMachine } from './restaurant/payment-settings.machine';
import type { restaurantInfoFormMachine } from './restaurant/restaurant-info-form.machine';
import type { roleChangeMachine } from './people/role-change.machine';
import type { serviceSettingsMachine } from './restaurant/service-settings.machine';
import type { soldOutSwitchesMachine } from './catalogue/sold-out-switches.machine';
import type { userListMachine } from './people/user-list.machine';
import type { userViewMachine } from './people/user-view.machine';
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
export interface CustomerFlows {
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

/**
 * The admin screens' flows, started by their screens the same way (`useAdminFlow` hands `useFlow` the admin area's
 * calls) and kept for the visit like the customer's: the orders list's tab and page, a half-filled meal form.
 */
export interface AdminFlows {
  mealForm: typeof mealFormMachine;
  mealOptions: typeof mealOptionsEditorMachine;
  mealList: typeof mealListMachine;
  categoryAdmin: typeof categoryAdminMachine;
  soldOutSwitches: typeof soldOutSwitchesMachine;
  kitchenScreen: typeof kitchenScreenMachine;
  /** The kitchen's own pace controls, which also change it (the customer's `pace` only reads). */
  kitchenPace: typeof paceMachine;
  adminOrders: typeof adminOrdersMachine;
  restaurantInfoForm: typeof restaurantInfoFormMachine;
  serviceSettings: typeof serviceSettingsMachine;
  billingSettings: typeof billingSettingsMachine;
  paymentSettings: typeof paymentSettingsMachine;
  dashboard: typeof dashboardMachine;
  money: typeof moneyMachine;
  userList: typeof userListMachine;
  userView: typeof userViewMachine;
  roleChange: typeof roleChangeMachine;
  auditTrail: typeof auditTrailMachine;
}

export interface Flows extends CustomerFlows, AdminFlows {}

export type FlowId = keyof Flows;
export type AdminFlowId = keyof AdminFlows;

/**
 * How each admin flow is made when its screen first asks for it. Every feature supplies the makers of its own flows
 * (`createCatalogueFlows`, `createKitchenFlows`, …); the admin area only gathers them (src/app/admin-logic.ts).
 */
export type AdminFlowMakers = { [K in AdminFlowId]: () => AdminFlows[K] };
