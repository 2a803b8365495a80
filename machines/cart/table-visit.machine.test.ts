import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_SERVICE, type ServiceSettings } from '../../contract/fulfilment';
import { failure, ok, type Result } from '../shared/result';
import { tableVisitMachine } from './table-visit.machine';

function visit(table: number, answer: ServiceSettings | 'unreachable') {
  const remembered: number[] = [];
  const actor = createActor(
    tableVisitMachine.provide({
      actors: {
        loadService: fromPromise<Result<ServiceSettings>>(async () => (answer === 'unreachable' ? failure('Network error', 0) : ok(answer))),
      },
      actions: { rememberTable: (_, table) => remembered.push(table) },
    }),
  ).start();
  actor.send({ type: 'table.visit', table });
  return { actor, remembered };
}

describe('a table QR code opened (/table/{n})', () => {
  it('welcomes a table the restaurant has, and remembers it', async () => {
    const { actor, remembered } = visit(5, { ...DEFAULT_SERVICE, tables: 12 });
    await waitFor(actor, (s) => s.matches('welcome'));
    expect(remembered).toEqual([5]);
  });

  it('says there is no table past the restaurant’s count, and does not remember it', async () => {
    const { actor, remembered } = visit(99, { ...DEFAULT_SERVICE, tables: 12 });
    await waitFor(actor, (s) => s.matches('noSuchTable'));
    expect(remembered).toEqual([]);
  });

  it('welcomes no table when the restaurant does not serve at its tables', async () => {
    const { actor, remembered } = visit(3, { ...DEFAULT_SERVICE, dine_in: false });
    await waitFor(actor, (s) => s.matches('noSuchTable'));
    expect(remembered).toEqual([]);
  });

  it('welcomes as before when the settings cannot be read (the server still checks at Pay)', async () => {
    const { actor, remembered } = visit(4, 'unreachable');
    await waitFor(actor, (s) => s.matches('welcome'));
    expect(remembered).toEqual([4]);
  });
});
