import type { Sqlite } from './sqlite-database'

/**
 * The desk's tables in the embedded store. An inquiry and a message are each one JSON text
 * (`body`) beside the columns that lists, threading and delivery select on; attachment bytes live
 * apart so a thread page never reads them. `desk_counters` hands out reference numbers.
 */
export function createInquiryTables(db: Sqlite): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS inquiries (
      id TEXT PRIMARY KEY,
      reference_number INTEGER NOT NULL UNIQUE,
      status TEXT NOT NULL,
      channel TEXT NOT NULL,
      assignee_id TEXT,
      labels TEXT NOT NULL,
      search TEXT NOT NULL,
      last_message_at INTEGER NOT NULL,
      first_response_at INTEGER,
      first_response_due_at INTEGER,
      resolved_at INTEGER,
      reply_token TEXT NOT NULL UNIQUE,
      session_id TEXT UNIQUE,
      version INTEGER NOT NULL,
      body TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS inquiries_recent ON inquiries (last_message_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS inquiries_status_recent ON inquiries (status, last_message_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS inquiries_assignee_recent ON inquiries (assignee_id, last_message_at DESC, id DESC);
    CREATE TABLE IF NOT EXISTS inquiry_messages (
      id TEXT PRIMARY KEY,
      inquiry_id TEXT NOT NULL,
      at INTEGER NOT NULL,
      source_key TEXT UNIQUE,
      email_message_id TEXT,
      delivery TEXT,
      next_attempt_at INTEGER,
      body TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS inquiry_messages_thread ON inquiry_messages (inquiry_id, at, id);
    CREATE INDEX IF NOT EXISTS inquiry_messages_email ON inquiry_messages (email_message_id) WHERE email_message_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS inquiry_messages_due ON inquiry_messages (next_attempt_at) WHERE delivery = 'queued';
    CREATE TABLE IF NOT EXISTS inquiry_attachments (
      message_id TEXT NOT NULL,
      idx INTEGER NOT NULL,
      content BLOB NOT NULL,
      PRIMARY KEY (message_id, idx)
    );
    CREATE TABLE IF NOT EXISTS desk_counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
  `)
}
