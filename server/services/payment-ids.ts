import { randomBytes } from 'node:crypto';

/**
 * Crockford's base32 (no I, L, O or U, which read as other letters or spell words): 32 symbols, so each random byte
 * masked to 5 bits picks one uniformly.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 20;

/**
 * A payment id (docs/rules/api.md#orders-and-payment: `pid`, ePay v2's `transaction_uuid`): 'TXN' and 20 random
 * characters, 100 bits of chance, in what both of eSewa's APIs accept (letters and digits). The spec's 'TXN' +
 * milliseconds could be guessed, and with an id, the amount and the public merchant code anyone can ask a status API
 * about someone else's payment.
 * A collision with another instance's id is left to createOrder (order-create.ts), which retries.
 */
export function newPaymentId(): string {
  let id = 'TXN';
  for (const byte of randomBytes(RANDOM_CHARACTERS)) id += ALPHABET[byte & 31];
  return id;
}
