/**
 * A title per post (Mitra 5.6.0, `posts.title`: the `title` of POST /api/v1/statuses, or the
 * `name` of a remote top-level object). Plain text; only the 5.9 dialect sets and serves it.
 */
export const sql = `
ALTER TABLE posts ADD COLUMN title TEXT;
`
