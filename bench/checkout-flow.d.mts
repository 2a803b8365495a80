import type { Env } from '../server/env';

export const PASSWORD: string;

export function prepareCheckoutDatabase(
  env: Pick<Env, 'databaseUrl' | 'sqliteFile'>,
  customers: number,
): Promise<{ mealIds: number[]; phones: string[] }>;

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface HttpClient {
  send(url: string, options?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<HttpAnswer>;
  destroy(): void;
}

export function httpClient(options: { maxSockets: number }): HttpClient;

export class CheckoutError extends Error {}

export function logIn(client: HttpClient, base: string, phones: string[]): Promise<string[]>;

export function checkout(
  client: HttpClient,
  base: string,
  token: string,
  mealIds: number[],
  random: () => number,
  options?: {
    steps?: Record<string, number[]>;
    /** `order` is the answer's order as the API sends it (contract/order.ts `order`). */
    acknowledged?: (what: 'order' | 'paid', order: unknown) => void;
  },
): Promise<void>;
