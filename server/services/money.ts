/** Money is integer paisa inside the server and rupees (2 decimals at most) on the wire. */
export const paisaToRupees = (paisa: number): number => paisa / 100;

export const rupeesToPaisa = (rupees: number): number => Math.round(rupees * 100);
