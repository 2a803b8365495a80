import type { Meal } from '../../contract/meal';
import type { OptionGroup } from '../../contract/meal-options';
import type { SoldOutState } from '../../contract/sold-out';
import type { Result } from '../shared/result';

/** One tap on a switch: a dish (option null) or one option of it, sold out (for good or until closing) or back. */
export interface SoldOutSwitch {
  meal: number;
  option: number | null;
  soldOut: boolean;
  untilClosing: boolean;
}

/** What the kitchen's sold-out switches read: every dish, and what is sold out now. */
export interface SoldOutBoard {
  meals: Meal[];
  state: SoldOutState;
}

/** The kitchen's sold-out calls (contract/sold-out.ts). */
export interface SoldOutAdminApi {
  /** GET /meal/meals/ and GET /meal/sold-out/ */
  loadBoard(): Promise<Result<SoldOutBoard>>;
  /** A dish's option groups (GET /meal/meals/{id}/), to switch one option. */
  loadOptions(meal: number): Promise<Result<OptionGroup[]>>;
  /** PUT /meal/{id}/sold-out/ or /meal/{id}/options/{option}/sold-out/: what is sold out after it. */
  switchSoldOut(change: SoldOutSwitch): Promise<Result<SoldOutState>>;
}
