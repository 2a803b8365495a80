/**
 * Stories whose play does not yet pass in Nepali in the built preview, with how it fails there: the play looks for
 * a text stories/story-test.ts cannot read in Nepali (a regular expression, a value the catalogue's template does
 * not show as written, an English word compared with toHaveTextContent or toEqual). tests/stories.test.ts lists
 * them as to do rather than playing them; taking one off this list makes its Nepali play a test.
 */
export const NEPALI_PENDING = new Map<string, string>([
  ["admin-dashboard--busy-day", "AssertionError: expected [ 'रु. १८२४०.५०', '३१', '७' ] to deeply equal [ 'Rs. 18240.50', '31', '7' ]"],
  ["admin-kitchen-screen--scheduled-order-with-sold-out-dish", "TestingLibraryElementError: Unable to find an element with the text: · Sold out"],
  ["admin-money--figures", "Error: expect(element).toHaveTextContent()"],
  ["layout-footer--with-social-links", "TestingLibraryElementError: Unable to find an element with the text: 10:00 AM - 10:00 PM or १०:०० AM - १०:०० P"],
  ["layout-footer--without-social-links", "TestingLibraryElementError: Unable to find an element with the text: 07:30 AM - 09:45 PM or ०७:३० AM - ०९:४५ P"],
  ["layout-navbar--admin-area-phone", "TestingLibraryElementError: Unable to find an element with the text: /^(Meal|Order|Users)$/"],
  ["pages-cart--two-lines-of-one-dish", "TestingLibraryElementError: Unable to find an accessible element with the role \"button\" and name \"Chicken Stea"],
  ["pages-cart-checkout--closed-at-night", "TestingLibraryElementError: Unable to find an element with the text: अहिले बन्द छ · 10:00 AM मा खुल्छ or अहिले"],
  ["pages-cart-checkout--order-for-later-today", "TestingLibraryElementError: Unable to find an element with the text: हामी 10:00 AM देखि अर्डर लिन्छौं: तपाईं त"],
  ["pages-cart-checkout--paused-checkout-refused", "TestingLibraryElementError: Unable to find an element with the text: 11:45 AM सम्म नयाँ अर्डर लिइँदैन or ११:४५"],
  ["pages-home--closed-at-night", "TestingLibraryElementError: Unable to find an element with the text: अहिले बन्द छ · 10:00 AM मा खुल्छ or अहिले"],
  ["pages-home--paused-banner", "TestingLibraryElementError: Unable to find an element with the text: 11:45 AM सम्म नयाँ अर्डर लिइँदैन or ११:४५"],
  ["pages-meal-detail--stars-one-click-one-value", "TestingLibraryElementError: Unable to find an accessible element with the role \"radio\" and name `4 stars or ४ "],
  ["pages-meal-detail-sold-out--chosen-option-sold-out", "TestingLibraryElementError: Unable to find role=\"radiogroup\" and name \"पिरोको मात्रा\""],
  ["pages-meal-detail-sold-out--option-sold-out", "TestingLibraryElementError: Unable to find role=\"radiogroup\" and name \"पिरोको मात्रा\""],
  ["pages-orders--every-status", "AssertionError: expected [ 'अर्डर #१०४५', 'अर्डर #१०४४', …(5) ] to deeply equal [ 'Order #1045', 'Order #1044'"],
  ["pages-orders--refunds", "TestingLibraryElementError: Unable to find an element with the text: /^Refund due: Rs\\. .*\\. The gas ran out\\."],
  ["pages-otp--at-full-time", "Error: expect(element).toHaveTextContent()"],
]);
