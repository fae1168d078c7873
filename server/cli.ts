/**
 * The instance command line, mirroring Mitra's: `npm run instance -- [--data DIR] COMMAND ...`.
 * It opens the same SQLite file as a running server; the server reads its settings per request,
 * so changes apply at once.
 */
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getLocalUser, insertLocalUser, listLocalUsers, setPasswordHash, setRole } from './db/accounts'
import { CONFIG_KEYS, isConfigKey, parseConfigValue, writeConfig } from './db/config'
import { openDatabase, type Db } from './db/database'
import { getLocalEmoji, insertEmoji } from './db/emojis'
import { getInvoice, receiveDirectPayment, receivePayment, timeOutInvoices } from './db/invoices'
import { createAnonymousAccount, getAnonymousAccountId } from './db/moderation'
import { createInviteCode, listInviteCodes } from './db/invites'
import { hashPassword } from './crypto/passwords'
import { cleanEmojiName, validateEmojiName } from './domain/emojis'
import { parseUuid, uuidV4 } from './domain/ids'
import { saveMediaFile } from './domain/media'
import { isRoleName, ROLE_NAMES } from './domain/roles'
import { validateUsername } from './domain/usernames'

export type Io = { out: (line: string) => void; err: (line: string) => void }

/** Image types a custom emoji may have (as Mitra), by file extension. */
const EMOJI_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.apng': 'image/apng',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
}
const EMOJI_SIZE_MAX = 500 * 1024

const USAGE = 'usage: npm run instance -- [--data DIR] COMMAND [ARGS] (try --help)'

function help(): string {
  const keys = Object.entries(CONFIG_KEYS).map(([key, { help }]) => `    ${key.padEnd(30)} ${help}`)
  return [
    "Parley demo instance administration (commands as in Mitra's command line).",
    '',
    'usage: npm run instance -- [--data DIR] COMMAND [ARGS]',
    '',
    '  --data DIR                      data directory (default ./data)',
    '',
    'commands:',
    `  create-account NAME PASSWORD ROLE  create a local account; ROLE is ${ROLE_NAMES.join(', ')}`,
    '  set-role NAME ROLE                 change the role of an account',
    '  set-password NAME PASSWORD         change the password of an account',
    '  list-accounts                      list local accounts with their roles',
    '  generate-invite-code [NOTE]        print a new single-use invite code',
    '  list-invite-codes                  list invite codes and who used them',
    '  add-emoji NAME FILE                add a custom emoji from a PNG, APNG, GIF or WebP file',
    '  update-config KEY VALUE            change an instance setting',
    '  pay-invoice ID [AMOUNT]            act as the Monero payment processor: AMOUNT piconero (default:',
    '                                     what is still due) arrive for the invoice; the full amount',
    '                                     completes it and extends the subscription, less leaves it underpaid',
    '  create-system-account anonymous    create the anonymous account that unsigned payments come from',
    "  receive-direct-payment NAME AMOUNT act as the light wallet monitor: AMOUNT piconero arrive at NAME's",
    '                                     own wallet (monero-light option), from nobody: paid by the anonymous',
    '                                     account, it extends its subscription and notifies NAME',
    '',
    '  settings (KEY):',
    ...keys,
  ].join('\n')
}

class UsageError extends Error {}

function need(args: string[], count: number, shape: string): void {
  if (args.length !== count) throw new UsageError(`expected: ${shape}`)
}

function role(value: string) {
  if (!isRoleName(value)) throw new UsageError(`unknown role "${value}"; use one of ${ROLE_NAMES.join(', ')}`)
  return value
}

function existingUser(db: Db, name: string) {
  const user = getLocalUser(db, name)
  if (!user) throw new Error(`user not found: ${name}`)
  return user
}

type Command = (db: Db, args: string[], io: Io, dataDir: string) => void

const COMMANDS: Record<string, Command> = {
  'create-account': (db, args, io) => {
    need(args, 3, 'create-account NAME PASSWORD ROLE')
    const [name = '', password = '', roleName = ''] = args
    const r = role(roleName)
    try {
      validateUsername(name)
    } catch (err) {
      throw new UsageError((err as Error).message)
    }
    if (password === '') throw new UsageError('password is empty')
    if (getLocalUser(db, name)) throw new Error('user already exists')
    const user = insertLocalUser(db, { username: name, passwordHash: hashPassword(password), role: r })
    io.out(`created ${name} (${r}) ${user.account.id}`)
  },
  'set-role': (db, args, io) => {
    need(args, 2, 'set-role NAME ROLE')
    const [name = '', roleName = ''] = args
    const r = role(roleName)
    setRole(db, existingUser(db, name).account.id, r)
    io.out(`${name} is now ${r}`)
  },
  'set-password': (db, args, io) => {
    need(args, 2, 'set-password NAME PASSWORD')
    const [name = '', password = ''] = args
    if (password === '') throw new UsageError('password is empty')
    setPasswordHash(db, existingUser(db, name).account.id, hashPassword(password))
    io.out(`password of ${name} changed`)
  },
  'list-accounts': (db, args, io) => {
    need(args, 0, 'list-accounts')
    for (const u of listLocalUsers(db)) io.out(`${u.username.padEnd(30)} ${u.role.padEnd(15)} ${u.id}`)
  },
  'generate-invite-code': (db, args, io) => {
    if (args.length > 1) throw new UsageError('expected: generate-invite-code [NOTE]')
    io.out(createInviteCode(db, args[0] ?? null))
  },
  'list-invite-codes': (db, args, io) => {
    need(args, 0, 'list-invite-codes')
    for (const c of listInviteCodes(db)) io.out(`${c.code} ${c.used_by ? 'used' : 'unused'} ${c.note ?? ''}`.trimEnd())
  },
  'add-emoji': (db, args, io, dataDir) => {
    need(args, 2, 'add-emoji NAME FILE')
    const [raw = '', file = ''] = args
    const name = cleanEmojiName(raw)
    try {
      validateEmojiName(name)
    } catch {
      throw new UsageError(`invalid emoji name "${raw}": use 2 to 100 letters, digits, ".", "_", "+" or "-"`)
    }
    const mediaType = EMOJI_TYPES[extname(file).toLowerCase()]
    if (!mediaType) throw new UsageError(`unsupported emoji file "${file}": use ${Object.keys(EMOJI_TYPES).join(', ')}`)
    const data = readFileSync(file)
    if (data.length > EMOJI_SIZE_MAX) throw new Error(`emoji file is too large (at most ${EMOJI_SIZE_MAX / 1024} KB)`)
    if (getLocalEmoji(db, name)) throw new Error(`emoji already exists: ${name}`)
    const fileName = saveMediaFile(join(dataDir, 'media'), data, mediaType)
    insertEmoji(db, { shortcode: name, fileName, mediaType })
    io.out(`added :${name}:`)
  },
  'update-config': (db, args, io) => {
    need(args, 2, 'update-config KEY VALUE')
    const [key = '', raw = ''] = args
    if (!isConfigKey(key)) throw new UsageError(`unknown setting "${key}"; see --help`)
    let value
    try {
      value = parseConfigValue(key, raw)
    } catch (err) {
      throw new UsageError(`${key}: ${(err as Error).message}`)
    }
    writeConfig(db, key, value)
    io.out(`${key} = ${JSON.stringify(value)}`)
  },
  'pay-invoice': (db, args, io) => {
    if (args.length < 1 || args.length > 2) throw new UsageError('expected: pay-invoice ID [AMOUNT]')
    const [rawId = '', rawAmount] = args
    const id = parseUuid(rawId)
    if (!id) throw new UsageError(`invalid invoice id "${rawId}"`)
    if (rawAmount !== undefined && !/^[1-9]\d*$/.test(rawAmount))
      throw new UsageError('AMOUNT is a positive integer in piconero')
    const now = new Date().toISOString()
    timeOutInvoices(db, now)
    const invoice = getInvoice(db, id)
    if (!invoice) throw new Error('invoice not found')
    const due = invoice.status === 'completed' ? invoice.amount : Math.max(invoice.amount - invoice.received_amount, 1)
    const amount = rawAmount === undefined ? due : Number(rawAmount)
    if (!Number.isSafeInteger(amount)) throw new UsageError('AMOUNT is too big')
    let result
    try {
      result = receivePayment(db, id, amount, now)
    } catch (err) {
      throw new Error(`can't pay a ${invoice.status} invoice: ${(err as Error).message}`)
    }
    const path =
      result.invoice.status === 'underpaid' ? 'paid -> underpaid' : `paid -> forwarded -> ${result.invoice.status}`
    io.out(`invoice ${id}: ${invoice.status} -> ${path} (${amount} piconero received)`)
    if (result.subscription)
      io.out(`subscription extended by ${result.seconds} s, until ${result.subscription.expires_at}`)
  },
  // Mitra's `create-system-account anonymous` (mitra_cli commands/account.rs, 4.17.0).
  'create-system-account': (db, args, io) => {
    need(args, 1, 'create-system-account anonymous')
    if (args[0] !== 'anonymous') throw new UsageError(`invalid value '${args[0]}' for '<ACCOUNT_TYPE>'`)
    createAnonymousAccount(db)
    io.out('account created')
  },
  'receive-direct-payment': (db, args, io) => {
    need(args, 2, 'receive-direct-payment NAME AMOUNT')
    const [name = '', rawAmount = ''] = args
    if (!/^[1-9]\d*$/.test(rawAmount)) throw new UsageError('AMOUNT is a positive integer in piconero')
    const amount = Number(rawAmount)
    if (!Number.isSafeInteger(amount)) throw new UsageError('AMOUNT is too big')
    const user = existingUser(db, name)
    // As Mitra's monitor: without the anonymous account it does nothing ("automated account doesn't exist").
    const anonymousId = getAnonymousAccountId(db)
    if (!anonymousId) throw new Error("automated account doesn't exist (run create-system-account anonymous)")
    const now = new Date().toISOString()
    const invoiceId = uuidV4()
    const result = receiveDirectPayment(db, { recipientId: user.account.id, anonymousId, amount, now, invoiceId })
    io.out(`invoice ${invoiceId}: open -> paid -> completed (${amount} piconero received from anonymous)`)
    if (result.subscription)
      io.out(`subscription extended by ${result.seconds} s, until ${result.subscription.expires_at}`)
  },
}

/** Runs one command; returns the exit code (0 ok, 1 failed, 2 usage). */
export function runCli(argv: string[], io: Io = { out: console.log, err: console.error }): number {
  const args = [...argv]
  let dataDir = './data'
  const at = args.indexOf('--data')
  if (at >= 0) {
    const value = args[at + 1]
    if (!value) {
      io.err('--data needs a directory')
      io.err(USAGE)
      return 2
    }
    dataDir = value
    args.splice(at, 2)
  }
  const [name, ...rest] = args
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(help())
    return 0
  }
  const command = name ? COMMANDS[name] : undefined
  if (!command) {
    io.err(name ? `unknown command "${name}"` : 'no command given')
    io.err(USAGE)
    return 2
  }
  let db: Db | undefined
  try {
    db = openDatabase(dataDir)
    command(db, rest, io, dataDir)
    return 0
  } catch (err) {
    io.err(`error: ${(err as Error).message}`)
    if (err instanceof UsageError) {
      io.err(USAGE)
      return 2
    }
    return 1
  } finally {
    db?.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runCli(process.argv.slice(2))
}
