import { sql as initial } from './0001-initial'

export type Migration = { version: number; name: string; sql: string }

/** Append new migrations at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [{ version: 1, name: 'initial', sql: initial }]
