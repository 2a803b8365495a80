/** Who is asking: what several features decide by (spec §5), and the two refusals they share. */
export type Role = 'visitor' | 'customer' | 'admin';

export const ADMIN_REFUSAL = /*i18n*/ "you can't perform this action as admin...";
/** Spec §2/§8: a visitor opening a customer's screen (cart, orders, a payment return) is told this and sent home. */
export const LOGIN_REQUIRED = /*i18n*/ 'please login...';
