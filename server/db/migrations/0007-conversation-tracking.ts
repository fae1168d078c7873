/**
 * Conversation following (Mitra 4.16.0, V0118__conversation_tracking.sql): who follows which
 * conversation. The demo's conversation is its thread, named by the thread's root post.
 */
export const sql = `
CREATE TABLE conversation_tracking (
  root_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (root_id, account_id)
);
CREATE INDEX conversation_tracking_account ON conversation_tracking (account_id);
`
