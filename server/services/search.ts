import { MAX_SEARCH_RESULTS, type Meal } from '../../contract/meal';
import type { DatabaseDialect, Db } from '../db/database';
import { mealsInOrder, rankedSearchIds, searchCandidates } from '../db/repositories/meals';
import { toMeal } from './meals';
import { rankCandidates } from './search-rank';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of what the customer typed: runs of letters, digits and combining marks. Everything else (quotes,
 * brackets, `*`, `-`, `:`, `^`) only separates words, and each word reaches the index as a quoted prefix term,
 * so nothing typed can be read as query syntax (AND, NOT, NEAR, column filters) or break the query.
 */
export function searchTerms(input: string): string[] {
  const words = input.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** Meals matching every word (as a word or the start of one) in name, description, ingredients or category, best first. */
export async function searchMenu(db: Db, dialect: DatabaseDialect, input: string): Promise<Meal[]> {
  const terms = searchTerms(input);
  if (terms.length === 0) return [];
  const ids =
    dialect === 'sqlite'
      ? rankCandidates(terms, await searchCandidates(db, terms)).slice(0, MAX_SEARCH_RESULTS)
      : await rankedSearchIds(db, terms, MAX_SEARCH_RESULTS);
  return (await mealsInOrder(db, ids)).map(toMeal);
}
