import type { CASH_SMS } from '../../contract/cash';
import { devanagariDigits as d } from '../../contract/language';
import type { ORDER_SMS } from '../../contract/order';

/** Rupees as a Nepali reader writes them: 'रु. ५००.००'. */
const rupees = (amount: number) => `रु. ${d(amount.toFixed(2))}`;

const toPay: (typeof CASH_SMS)['toPay'] = (way, amount) =>
  way === 'delivery' ? `राइडरलाई नगद ${rupees(amount)} तिर्नुहोस्।` : `काउन्टरमा ${rupees(amount)} तिर्नुहोस्।`;

/**
 * ORDER_SMS and CASH_SMS for an account whose language is Nepali (docs/rules/accounts.md#language): the same texts,
 * numbers in Devanagari digits. The kitchen's reason for a cancelling is quoted as it was typed.
 */
export const NEPALI_SMS: { order: typeof ORDER_SMS; cash: typeof CASH_SMS } = {
  order: {
    preparing: (restaurant, number) => `${restaurant}: हामी तपाईंको अर्डर #${d(String(number))} तयार गर्दैछौं।`,
    ready: (restaurant, number) =>
      `${restaurant}: तपाईंको अर्डर #${d(String(number))} तयार छ। काउन्टरमा भेटौं!`,
    onTheWay: (restaurant, number) => `${restaurant}: तपाईंको अर्डर #${d(String(number))} डेलिभरीका लागि निस्कियो।`,
    toTable: (restaurant, number, table) =>
      `${restaurant}: तपाईंको अर्डर #${d(String(number))} तयार छ र टेबल ${d(String(table))} मा आउँदैछ।`,
    cancelled: (restaurant, number, reason, amount) =>
      `${restaurant}: माफ गर्नुहोस्, तपाईंको अर्डर #${d(String(number))} रद्द गरियो (${reason})। तपाईंको ${rupees(amount)} भुक्तानी फिर्ता गरिनेछ।`,
  },
  cash: {
    toPay,
    placed: (restaurant, number, way, amount) =>
      `${restaurant}: तपाईंको अर्डर #${d(String(number))} भान्सामा पुग्यो। ${toPay(way, amount)}`,
    cancelled: (restaurant, number) =>
      `${restaurant}: माफ गर्नुहोस्, तपाईंको अर्डर #${d(String(number))} रद्द गरियो। केही तिर्नु पर्दैन।`,
  },
};
