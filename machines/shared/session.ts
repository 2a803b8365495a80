import type { Profile } from '../../contract/account';

/**
 * Who is asking: what several features decide by (docs/rules/validation.md#validation-rules), and the two refusals they
 * share.
 */
export type Role = 'visitor' | 'customer' | 'admin';

export const ADMIN_REFUSAL = /*i18n*/ "you can't perform this action as admin...";
/**
 * docs/rules/screens.md#cart and docs/rules/texts.md#error-catalogue: a visitor opening a customer's screen (cart,
 * orders, a payment return) is told this and sent home.
 */
export const LOGIN_REQUIRED = /*i18n*/ 'please login...';

/** The pair of tokens a session lives on; the browser keeps them in the `access` and `refresh` cookies. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/** How long, in seconds, each cookie is kept. */
export interface TokenLifetimes {
  access: number;
  refresh: number;
}

/** The server's word on a session: who it belongs to and whether they are an admin. */
export interface ValidatedSession {
  is_admin: boolean;
  user: Profile;
}

/** A refresh answers a rotated pair of tokens along with who they belong to. */
export interface RefreshedSession extends ValidatedSession {
  tokens: SessionTokens;
}
