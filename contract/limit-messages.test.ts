import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES, MAX_CASH_ORDERS_LIMIT } from './cash';
import { FULFILMENT_MESSAGES, MAX_NOTE, MAX_TABLES } from './fulfilment';
import { MAX_GROUP_OPTIONS, MAX_ITEM_NOTE, MAX_OPTION_GROUPS, MAX_OPTION_PRICE, MEAL_OPTION_MESSAGES } from './meal-options';
import { MAX_ORDER_LINES, MAX_ORDER_TOTAL_PAISA, MAX_QUANTITY, ORDER_MESSAGES } from './order';
import { PACE_MESSAGES, MAX_SLOT_CAP } from './pace';

/**
 * Messages naming a fixed limit are written out whole, so the catalogue can translate them (a template with the limit
 * filled in has no id to look up). This keeps each one saying the limit the rule really enforces.
 */
describe('a message naming a fixed limit', () => {
  it.each([
    [CASH_MESSAGES.capInvalid, `to ${MAX_CASH_ORDERS_LIMIT}.`],
    [FULFILMENT_MESSAGES.noteLength, `at most ${MAX_NOTE} characters`],
    [FULFILMENT_MESSAGES.tablesInvalid, `to ${MAX_TABLES}.`],
    [MEAL_OPTION_MESSAGES.noteLength, `at most ${MAX_ITEM_NOTE} characters`],
    [MEAL_OPTION_MESSAGES.optionPrice, `Rs. ${MAX_OPTION_PRICE}.`],
    [MEAL_OPTION_MESSAGES.tooManyGroups, `at most ${MAX_OPTION_GROUPS} groups`],
    [MEAL_OPTION_MESSAGES.tooManyOptions, `at most ${MAX_GROUP_OPTIONS} options`],
    [ORDER_MESSAGES.tooManyItems, `at most ${MAX_ORDER_LINES} different`],
    [ORDER_MESSAGES.tooLarge, `Rs. ${(MAX_ORDER_TOTAL_PAISA / 100).toFixed(2)}.`],
    [ORDER_MESSAGES.quantityMax, `exceed ${MAX_QUANTITY}.`],
    [PACE_MESSAGES.capInvalid, `to ${MAX_SLOT_CAP}, or`],
  ])('%s says the limit it enforces', (message, limit) => {
    expect(message).toContain(limit);
  });
});
