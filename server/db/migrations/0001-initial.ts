/**
 * The whole product's schema. Times are RFC 3339 text in UTC with milliseconds (sortable).
 * Local accounts have hostname NULL and no stored actor_id: their ids and URLs derive from the
 * instance URL, which for a demo instance depends on the address it is started on.
 */
export const sql = `
CREATE TABLE instance_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  hostname TEXT,
  acct TEXT NOT NULL UNIQUE,
  actor_id TEXT UNIQUE,
  actor_url TEXT,
  display_name TEXT,
  bio TEXT,
  bio_source TEXT,
  avatar_file TEXT,
  avatar_media_type TEXT,
  header_file TEXT,
  header_media_type TEXT,
  locked INTEGER NOT NULL DEFAULT 0,
  bot INTEGER NOT NULL DEFAULT 0,
  mention_policy TEXT NOT NULL DEFAULT 'none' CHECK (mention_policy IN ('none', 'only_known', 'only_contacts')),
  fields TEXT NOT NULL DEFAULT '[]',
  identity_proofs TEXT NOT NULL DEFAULT '[]',
  payment_options TEXT NOT NULL DEFAULT '[]',
  aliases TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX accounts_local_username ON accounts (username) WHERE hostname IS NULL;
CREATE INDEX accounts_hostname ON accounts (hostname);

CREATE TABLE invite_codes (
  code TEXT PRIMARY KEY,
  note TEXT,
  created_at TEXT NOT NULL,
  used_by TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  used_at TEXT
);

CREATE TABLE users (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash TEXT,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'read_only_user')),
  login_address_ethereum TEXT UNIQUE,
  login_address_monero TEXT UNIQUE,
  client_config TEXT NOT NULL DEFAULT '{}',
  invite_code TEXT REFERENCES invite_codes (code) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE oauth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (account_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX oauth_tokens_user ON oauth_tokens (user_id);

CREATE TABLE caip122_nonces (
  account_id TEXT NOT NULL,
  nonce TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, nonce)
);

CREATE TABLE posts (
  id TEXT PRIMARY KEY,
  author_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  content TEXT NOT NULL DEFAULT '',
  content_source TEXT,
  in_reply_to_id TEXT REFERENCES posts (id) ON DELETE CASCADE,
  repost_of_id TEXT REFERENCES posts (id) ON DELETE CASCADE,
  thread_root_id TEXT NOT NULL,
  visibility TEXT NOT NULL CHECK (visibility IN ('public', 'private', 'subscribers', 'conversation', 'direct')),
  sensitive INTEGER NOT NULL DEFAULT 0,
  pinned INTEGER NOT NULL DEFAULT 0,
  object_id TEXT UNIQUE,
  url TEXT,
  ipfs_cid TEXT,
  created_at TEXT NOT NULL,
  edited_at TEXT
);
CREATE INDEX posts_author ON posts (author_id, id);
CREATE INDEX posts_in_reply_to ON posts (in_reply_to_id);
CREATE INDEX posts_repost_of ON posts (repost_of_id);
CREATE INDEX posts_thread ON posts (thread_root_id);
CREATE INDEX posts_visibility ON posts (visibility, id);

CREATE TABLE post_mentions (
  post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, account_id)
);
CREATE INDEX post_mentions_account ON post_mentions (account_id, post_id);

CREATE TABLE post_tags (
  post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, tag)
);
CREATE INDEX post_tags_tag ON post_tags (tag, post_id);

CREATE TABLE post_links (
  source_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (source_id, target_id)
);
CREATE INDEX post_links_target ON post_links (target_id);

CREATE TABLE media_attachments (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  post_id TEXT REFERENCES posts (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  file_size INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX media_attachments_post ON media_attachments (post_id, position);

CREATE TABLE custom_emojis (
  id TEXT PRIMARY KEY,
  shortcode TEXT NOT NULL,
  hostname TEXT,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX custom_emojis_local ON custom_emojis (shortcode) WHERE hostname IS NULL;

CREATE TABLE post_emojis (
  post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  emoji_id TEXT NOT NULL REFERENCES custom_emojis (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, emoji_id)
);

-- content '' is a like (favourite); otherwise an emoji reaction.
CREATE TABLE reactions (
  id TEXT PRIMARY KEY,
  author_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  content TEXT NOT NULL DEFAULT '',
  emoji_id TEXT REFERENCES custom_emojis (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (author_id, post_id, content)
);
CREATE INDEX reactions_post ON reactions (post_id);

CREATE TABLE bookmarks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, post_id)
);

CREATE TABLE polls (
  post_id TEXT PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
  multiple INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  options TEXT NOT NULL
);
CREATE TABLE poll_votes (
  post_id TEXT NOT NULL REFERENCES polls (post_id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  choice INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, account_id, choice)
);

CREATE TABLE follows (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  show_reblogs INTEGER NOT NULL DEFAULT 1,
  show_replies INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  UNIQUE (source_id, target_id)
);
CREATE INDEX follows_target ON follows (target_id);

CREATE TABLE follow_requests (
  id TEXT PRIMARY KEY,
  source_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  show_reblogs INTEGER NOT NULL DEFAULT 1,
  show_replies INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected')),
  created_at TEXT NOT NULL,
  UNIQUE (source_id, target_id)
);
CREATE INDEX follow_requests_target ON follow_requests (target_id, status);

CREATE TABLE mutes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (source_id, target_id)
);

CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sender_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  recipient_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  chain_id TEXT,
  expires_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (sender_id, recipient_id)
);
CREATE INDEX subscriptions_recipient ON subscriptions (recipient_id, expires_at);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  sender_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  recipient_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  chain_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  payment_address TEXT,
  status TEXT NOT NULL CHECK (status IN ('requested', 'open', 'underpaid', 'paid', 'forwarded', 'failed', 'completed', 'timeout', 'cancelled')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sender_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  event_type TEXT NOT NULL,
  post_id TEXT REFERENCES posts (id) ON DELETE CASCADE,
  reaction_content TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_recipient ON notifications (recipient_id, id);

CREATE TABLE markers (
  user_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  timeline TEXT NOT NULL,
  last_read_id TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, timeline)
);

CREATE TABLE lists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lists_owner ON lists (owner_id);
CREATE TABLE list_members (
  list_id INTEGER NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (list_id, account_id)
);

CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
`
