/** The custom emoji of an emoji-reaction notification. */
export const sql = `
ALTER TABLE notifications ADD COLUMN emoji_id TEXT REFERENCES custom_emojis (id) ON DELETE SET NULL;
`
