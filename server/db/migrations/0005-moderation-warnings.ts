/**
 * Mitra 5.9's notifications that carry more than a sender: the invoice of a payment notification
 * (its amount, Mitra 4.18.0), the moderation action of a `moderation_warning` (Mitra 5.9.0,
 * V0135__moderation_action.sql), and the system accounts (Mitra's anonymous payer, 4.17.0).
 */
export const sql = `
CREATE TABLE system_accounts (
  account_type TEXT PRIMARY KEY CHECK (account_type IN ('anonymous')),
  account_id TEXT NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE
);
CREATE TABLE moderation_actions (
  id TEXT PRIMARY KEY,
  moderator_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  action_type TEXT NOT NULL CHECK (action_type IN ('post_deleted')),
  reason TEXT,
  created_at TEXT NOT NULL
);
ALTER TABLE notifications ADD COLUMN invoice_id TEXT REFERENCES invoices (id) ON DELETE SET NULL;
ALTER TABLE notifications ADD COLUMN moderation_action_id TEXT REFERENCES moderation_actions (id) ON DELETE CASCADE;
`
