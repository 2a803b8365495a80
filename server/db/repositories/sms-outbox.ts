import type { Db } from '../database';

export async function insertOutboxMessage(db: Db, message: { to_number: string; text: string; sent_at: string }) {
  await db.insertInto('sms_outbox').values(message).execute();
}

export function newestOutboxMessages(db: Db, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['to_number', 'text', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
