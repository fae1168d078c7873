/**
 * Messages that may read the same in other languages: brand names, symbols and words every
 * language borrows. Reviewed by hand; catalogues.test.ts fails on any other message left in English.
 */
export const IDENTICAL_TO_ENGLISH: ReadonlySet<string> = new Set<string>([
  // The name of the distributed file network.
  'IPFS',
  // The lightbox's "3 / 5".
  '{position} / {total}',
  // The number of people beyond the faces of a notification group: "+3".
  '+{rest}',
  // The invoice panel's closing button: the same word in German, French, Italian, Portuguese…
  'OK',
  // A reaction and how many gave it, naming a section of the Reactions dialog: ":tomato:: 2".
  '{name}: {count}',
  // Who wrote a conversation's last message, and its text: "Bob: See you at noon".
  '{author}: {text}',
])
