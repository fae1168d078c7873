/**
 * Groups (Mitra 5.5.0–5.9.0): a group is an account whose actor type is Group (V0132
 * actor_profile.actor_type), its moderators hold a GroupAdmin relationship to it (create_group
 * gives one to the creator), and a post belongs to the group of its conversation (V0129
 * post.group_id, ON DELETE CASCADE: deleting a group deletes its posts). Only the 5.9 dialect
 * creates groups; 3.21's tables never hold one.
 */
export const sql = `
ALTER TABLE accounts ADD COLUMN is_group INTEGER NOT NULL DEFAULT 0;
CREATE TABLE group_admins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  UNIQUE (account_id, group_id)
);
CREATE INDEX group_admins_group ON group_admins (group_id);
ALTER TABLE posts ADD COLUMN group_id TEXT REFERENCES accounts (id) ON DELETE CASCADE;
CREATE INDEX posts_group ON posts (group_id, id) WHERE group_id IS NOT NULL;
`
