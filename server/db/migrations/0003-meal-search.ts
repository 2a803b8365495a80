import { type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * The search index of GET /meal/search/ (docs/rules/menu.md#search: an index, not a scan) over a meal's name,
 * description, ingredients and category name, kept in step with meals and categories by triggers so no code path can
 * forget it.
 *
 * SQLite: an FTS5 external-content table over the view meal_search_source (meals joined to their category).
 * PostgreSQL: a weighted tsvector column on meals with a GIN index ('simple' configuration: dish names are not
 * English, so no stemming and no stop words, as FTS5's unicode61 tokenizer).
 */
export function mealSearchMigration(dialect: DatabaseDialect): Migration {
  return dialect === 'postgres' ? postgres : sqlite;
}

const sqlite: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`create view meal_search_source as
          select meals.id as id, meals.name as name, meals.description as description,
                 meals.ingredients as ingredients, categories.name as category
          from meals join categories on categories.id = meals.category_id`,
      sql`create virtual table meal_search using fts5(
            name, description, ingredients, category,
            content='meal_search_source', content_rowid='id',
            tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      sql`create trigger meal_search_insert after insert on meals begin
            insert into meal_search(rowid, name, description, ingredients, category)
            values (new.id, new.name, new.description, new.ingredients,
                    (select name from categories where id = new.category_id));
          end`,
      sql`create trigger meal_search_delete after delete on meals begin
            insert into meal_search(meal_search, rowid, name, description, ingredients, category)
            values ('delete', old.id, old.name, old.description, old.ingredients,
                    (select name from categories where id = old.category_id));
          end`,
      sql`create trigger meal_search_update after update on meals begin
            insert into meal_search(meal_search, rowid, name, description, ingredients, category)
            values ('delete', old.id, old.name, old.description, old.ingredients,
                    (select name from categories where id = old.category_id));
            insert into meal_search(rowid, name, description, ingredients, category)
            values (new.id, new.name, new.description, new.ingredients,
                    (select name from categories where id = new.category_id));
          end`,
      // A 'delete' must repeat the indexed values exactly, category name included: the meals of a category go
      // before the category row does (the foreign key's cascade would run after it is gone).
      sql`create trigger meal_search_category_delete before delete on categories begin
            delete from meals where category_id = old.id;
          end`,
      sql`create trigger meal_search_category_rename after update of name on categories begin
            insert into meal_search(meal_search, rowid, name, description, ingredients, category)
            select 'delete', id, name, description, ingredients, old.name from meals where category_id = old.id;
            insert into meal_search(rowid, name, description, ingredients, category)
            select id, name, description, ingredients, new.name from meals where category_id = new.id;
          end`,
      sql`insert into meal_search(meal_search) values ('rebuild')`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const trigger of [
      'meal_search_insert',
      'meal_search_delete',
      'meal_search_update',
      'meal_search_category_delete',
      'meal_search_category_rename',
    ]) {
      await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    }
    await sql`drop table meal_search`.execute(db);
    await sql`drop view meal_search_source`.execute(db);
  },
};

const postgres: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`alter table meals add column search_vector tsvector`,
      sql`create function meal_search_vector(meal meals, category text) returns tsvector language sql immutable as $$
            select setweight(to_tsvector('simple', coalesce(meal.name, '')), 'A')
                || setweight(to_tsvector('simple', coalesce(category, '')), 'B')
                || setweight(to_tsvector('simple', coalesce(meal.ingredients, '')), 'B')
                || setweight(to_tsvector('simple', coalesce(meal.description, '')), 'C')
          $$`,
      sql`create function meal_search_refresh() returns trigger language plpgsql as $$
          begin
            new.search_vector := meal_search_vector(new, (select name from categories where id = new.category_id));
            return new;
          end
          $$`,
      sql`create trigger meal_search_refresh before insert or update of name, description, ingredients, category_id
          on meals for each row execute function meal_search_refresh()`,
      sql`create function meal_search_category_renamed() returns trigger language plpgsql as $$
          begin
            update meals set search_vector = meal_search_vector(meals, new.name) where category_id = new.id;
            return null;
          end
          $$`,
      sql`create trigger meal_search_category_renamed after update of name on categories
          for each row when (old.name is distinct from new.name) execute function meal_search_category_renamed()`,
      sql`update meals set search_vector = meal_search_vector(meals, categories.name)
          from categories where categories.id = meals.category_id`,
      sql`create index meals_search_vector on meals using gin (search_vector)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger meal_search_category_renamed on categories`.execute(db);
    await sql`drop function meal_search_category_renamed()`.execute(db);
    await sql`drop trigger meal_search_refresh on meals`.execute(db);
    await sql`drop function meal_search_refresh()`.execute(db);
    await sql`drop function meal_search_vector(meals, text)`.execute(db);
    await sql`alter table meals drop column search_vector`.execute(db);
  },
};
