/** Set in localStorage once a record has been written: without it, start-up skips IndexedDB. */
export const SAVED_FLAG = 'parley_offline_copy'
