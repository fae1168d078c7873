#!/usr/bin/env node
/**
 * Fails when a committed catalogue is out of date with the source: extracts the messages into a
 * scratch copy of src/i18n/locales (keeping the translations) and compares. A difference means a
 * message was added, changed or removed in the code without `npm run i18n:extract`.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const committed = join(root, 'src', 'i18n', 'locales')
const scratch = mkdtempSync(join(tmpdir(), 'parley-i18n-'))
const messages = (text) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('"POT-Creation-Date:'))
    .join('\n')

try {
  cpSync(committed, scratch, { recursive: true })
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js'), 'extract', '--clean'],
    {
      cwd: root,
      env: { ...process.env, PARLEY_CATALOGS: scratch },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stale = readdirSync(scratch)
    .filter((name) => name.endsWith('.po'))
    .filter(
      (name) =>
        messages(readFileSync(join(scratch, name), 'utf8')) !== messages(readFileSync(join(committed, name), 'utf8')),
    )
  if (stale.length > 0) {
    console.error(
      `Out of date with the source: ${stale.join(', ')}. Run \`npm run i18n:extract\` and translate what it adds.`,
    )
    process.exitCode = 1
  } else {
    console.log('Every catalogue matches the messages in the source.')
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
