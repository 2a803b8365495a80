import { type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * SQLite's search index keeps its own list of meals for every word start of 2 to 10 characters (it had 2 and 3).
 * Every word of a search is a prefix term; FTS5 reads one of those lists lazily, newest first, stopping at the
 * candidates it needs, but a prefix with no list of its own ("momo"*, "chicken"*) is answered by merging the lists
 * of every word that starts with it, in full, on every search: at 100,000 meals that alone made a two-word search
 * several times slower than at 1,000. Longer words typed in full are rarer and their lists shorter.
 * PostgreSQL's GIN index answers prefixes from its sorted terms already: nothing changes there.
 */
export function mealSearchPrefixesMigration(dialect: DatabaseDialect): Migration {
  return dialect === 'postgres' ? { up: async () => {} } : sqlite;
}

const withPrefixes = (prefixes: string) => sql`create virtual table meal_search using fts5(
    name, description, ingredients, category,
    content='meal_search_source', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix=${sql.lit(prefixes)})`;

// The triggers of migration 0003 name the table, not its options: they keep it in step once it is back.
const rebuild = async (db: Kysely<unknown>, prefixes: string) => {
  await sql`drop table meal_search`.execute(db);
  await withPrefixes(prefixes).execute(db);
  await sql`insert into meal_search(meal_search) values ('rebuild')`.execute(db);
};

const sqlite: Migration = {
  up: (db) => rebuild(db, '2 3 4 5 6 7 8 9 10'),
  down: (db) => rebuild(db, '2 3'),
};
