import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICKUP } from '../../../contract/fulfilment';
import type { Order } from '../../../contract/order';
import { startLocale } from '../../i18n/locale';
import { LocaleProvider } from '../../i18n/locale-context';
import { deliveryText as deliveryIn, OrderWay, orderWayTitle as wayTitleIn } from './order-way';

// The pages' language: English, as every order screen starts.
const locale = startLocale('en');
const orderWayTitle = (order: Parameters<typeof wayTitleIn>[1], timeZone?: string) => wayTitleIn(i18n, order, timeZone);
const deliveryText = (order: Parameters<typeof deliveryIn>[1]) => deliveryIn(i18n, order);

const with_ = (fulfilment: Partial<Order['fulfilment']>, note: string | null = null) =>
  ({ fulfilment: { ...PICKUP, ...fulfilment }, note }) as Order;

describe('how an order reaches its customer, as every order screen shows it', () => {
  it('reads pickup with its ready time in the restaurant’s zone, a table, or delivery', () => {
    expect(orderWayTitle(with_({}))).toBe('Pickup');
    expect(orderWayTitle(with_({ ready_at: '2026-11-21T12:05:00Z' }), 'Asia/Kathmandu')).toBe('Pickup · ready about 5:50 PM');
    expect(orderWayTitle(with_({ type: 'dine_in', table: 7 }))).toBe('Dine-in · table 7');
    expect(orderWayTitle(with_({ type: 'delivery' }))).toBe('Delivery');
  });

  it('reads an order for later today at its time, and a pickup the kitchen moved on at the new one (docs/rules/orders.md#ways-to-order)', () => {
    const scheduled = (fulfilment: Partial<Order['fulfilment']>) =>
      ({ ...with_(fulfilment), scheduled_for: '2026-11-21T12:45:00Z' }) as Order;
    expect(orderWayTitle(scheduled({ type: 'delivery' }), 'Asia/Kathmandu')).toBe('Delivery · for 6:30 PM');
    expect(orderWayTitle(scheduled({}), 'Asia/Kathmandu')).toBe('Pickup · for 6:30 PM');
    expect(orderWayTitle(scheduled({ ready_at: '2026-11-21T12:45:00Z' }), 'Asia/Kathmandu')).toBe('Pickup · for 6:30 PM');
    expect(orderWayTitle(scheduled({ ready_at: '2026-11-21T12:50:00Z' }), 'Asia/Kathmandu')).toBe(
      'Pickup · ready about 6:35 PM',
    );
  });

  it('promises no ready time for an order that is over: cancelled, completed, failed or expired', () => {
    const ended = (status: Order['status']) => ({ ...with_({ ready_at: '2026-11-21T12:05:00Z' }), status }) as Order;
    for (const status of ['cancelled', 'completed', 'payment_failed', 'expired'] as const) {
      expect(orderWayTitle(ended(status), 'Asia/Kathmandu')).toBe('Pickup');
    }
    expect(orderWayTitle(ended('preparing'), 'Asia/Kathmandu')).toBe('Pickup · ready about 5:50 PM');
  });

  it('gives a delivery its address, landmark and the rider’s number; other ways none', () => {
    const delivery = with_({ type: 'delivery', address: 'Jhamsikhel Road 12', landmark: 'the school', phone: '9801234567' });
    expect(deliveryText(delivery)).toBe('Jhamsikhel Road 12 · near the school · 9801234567');
    expect(deliveryText(with_({ type: 'delivery', address: 'Jhamsikhel Road 12', phone: '9801234567' }))).toBe(
      'Jhamsikhel Road 12 · 9801234567',
    );
    expect(deliveryText(with_({ type: 'dine_in', table: 2 }))).toBeNull();
  });

  it("shows the customer's note", () => {
    render(
      <LocaleProvider actor={locale}>
        <OrderWay order={with_({ type: 'dine_in', table: 3 }, 'No onion')} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Dine-in · table 3')).toBeInTheDocument();
    expect(screen.getByText('Note: No onion')).toBeInTheDocument();
  });
});
