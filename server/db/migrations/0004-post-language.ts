/**
 * A language per post (Mitra 3.23.0) and the member's shared posting defaults, visibility and
 * language (Mitra 4.17.0: SharedClientConfig default_post_visibility, default_post_language).
 */
export const sql = `
ALTER TABLE posts ADD COLUMN language TEXT;
ALTER TABLE users ADD COLUMN default_post_visibility TEXT NOT NULL DEFAULT 'public'
  CHECK (default_post_visibility IN ('public', 'private', 'subscribers'));
ALTER TABLE users ADD COLUMN default_post_language TEXT;
`
