import { assign, setup } from 'xstate';
import type { ServiceSettings } from '../../contract/fulfilment';
import { providedCall } from '../shared/boundary';
import type { Result } from '../shared/result';

export type TableVisitEvent =
  /** /table/{n} opened: the number from the address, already checked to be a whole number in range. */
  { type: 'table.visit'; table: number };

interface TableVisitContext {
  table: number | null;
}

/** Whether the restaurant serves at `table`: it takes dine-in orders and has that many tables. */
export const servesTable = (settings: Pick<ServiceSettings, 'dine_in' | 'tables'>, table: number) =>
  settings.dine_in && table >= 1 && table <= settings.tables;

/**
 * A table's QR code opened (/table/{n}): the restaurant's tables are read before the guest is welcomed, so a number it
 * does not have is said plainly here rather than refused at Pay. Only a table it has is remembered for the cart. When
 * the settings cannot be read, the guest is welcomed as before: the server still checks the table at Pay.
 */
export const tableVisitMachine = setup({
  types: { context: {} as TableVisitContext, events: {} as TableVisitEvent },
  actors: {
    loadService: providedCall<Result<ServiceSettings>>('loadService'),
  },
  actions: {
    /** Keeps the table for this tab (the browser's storage), so the cart orders dine-in at it. */
    rememberTable: (_, _table: number) => {},
  },
}).createMachine({
  id: 'tableVisit',
  context: { table: null },
  initial: 'idle',
  on: {
    'table.visit': { target: '.checking', actions: assign({ table: ({ event }) => event.table }) },
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        src: 'loadService',
        onDone: [
          { guard: ({ event }) => !event.output.ok, target: 'welcome' },
          {
            guard: ({ context, event }) => event.output.ok && servesTable(event.output.data, context.table ?? 0),
            target: 'welcome',
          },
          { target: 'noSuchTable' },
        ],
        onError: { target: 'welcome' },
      },
    },
    welcome: {
      entry: { type: 'rememberTable', params: ({ context }) => context.table ?? 0 },
    },
    noSuchTable: {},
  },
});
