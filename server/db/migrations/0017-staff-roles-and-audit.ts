import { type ColumnDefinitionBuilder, sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Staff roles (docs/rules/roles.md#staff-roles: owner, manager, kitchen, counter) and the append-only audit trail.
 * `is_admin` keeps meaning "staff"; every admin before roles existed was the spec's admin, the owner. The audit rows
 * keep the actor's name as it was, and have no foreign key: deleting a user must not change what the trail says they
 * did. Triggers refuse UPDATE and DELETE on the trail on both dialects, under the routes' own refusal.
 */
export const staffRolesAndAuditMigration = (dialect: DatabaseDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('staff_role', 'text', (c) => c.check(sql`staff_role in ('owner', 'manager', 'kitchen', 'counter')`))
      .execute();
    await sql`update users set staff_role = 'owner' where is_admin = 1`.execute(db);
    const id = (column: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey().autoIncrement();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', id)
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('money', 'menu', 'staff', 'settings', 'order')`))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
    if (dialect === 'postgres') {
      await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`.execute(db);
      await sql`create trigger audit_log_append_only before update or delete on audit_log
        for each row execute function audit_log_append_only()`.execute(db);
    } else {
      for (const event of ['update', 'delete'])
        await sql
          .raw(
            `create trigger audit_log_no_${event} before ${event} on audit_log begin select raise(abort, 'audit_log is append-only'); end`,
          )
          .execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    if (dialect === 'postgres') await sql`drop function audit_log_append_only()`.execute(db);
    await db.schema.alterTable('users').dropColumn('staff_role').execute();
  },
});
