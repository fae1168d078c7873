/**
 * Puts a picked emoji in place of the selection. A custom emoji's :shortcode: gets spaces around it
 * where it would otherwise touch other text, so the server recognises it.
 */
export function insertEmoji(
  text: string,
  start: number,
  end: number,
  emoji: string,
  custom: boolean,
): { text: string; caret: number } {
  const before = text.slice(0, start)
  const after = text.slice(end)
  const lead = custom && before !== '' && !/\s$/.test(before) ? ' ' : ''
  const trail = custom && !/^\s/.test(after) ? ' ' : ''
  const inserted = lead + (custom ? `:${emoji}:` : emoji) + trail
  return { text: before + inserted + after, caret: before.length + inserted.length }
}
