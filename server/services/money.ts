/** Money is integer paisa inside the server and rupees (2 decimals at most) on the wire: contract/money.ts converts. */
export { toPaisa as rupeesToPaisa, toRupees as paisaToRupees } from '../../contract/money';
