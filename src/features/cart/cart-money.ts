/** 'Rs. 1352.25': the cart shows rupees with 2 decimals (spec §9). */
export const formatCartMoney = (rupees: number) => `Rs. ${rupees.toFixed(2)}`;
