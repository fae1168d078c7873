import type { MitraDialect } from '../dialect'
import { hexBytes, isChecksumAddress, recoverPersonalSignAddress } from './ethereum'

/** A Sign-In with Ethereum (EIP-4361) message, as the siwe-rs 0.6 parser Mitra uses reads it. */
export type SiweMessage = {
  domain: string
  address: string
  statement: string | null
  uri: string
  version: string
  chainId: bigint
  nonce: string
  issuedAt: string
  expirationTime: string | null
  notBefore: string | null
  requestId: string | null
  resources: string[] | null
}

const PREAMBLE = ' wants you to sign in with your Ethereum account:'
const AUTHORITY = /^[^\s/?#]+$/
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|\\^`]*$/
const RFC3339 = /^\d{4}-\d\d-\d\d[Tt]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/
const U64_MAX = 2n ** 64n - 1n

/** Milliseconds since the epoch of an RFC 3339 time, or null when it is not one. */
export function rfc3339Time(text: string): number | null {
  if (!RFC3339.test(text)) return null
  const ms = Date.parse(text.toUpperCase())
  return Number.isNaN(ms) ? null : ms
}

/** The value after `tag` on the line, or null when the line does not start with it. */
const tagged = (tag: string, line: string | undefined): string | null =>
  line?.startsWith(tag) ? line.slice(tag.length) : null

class ParseError extends Error {}

function required(tag: string, line: string | undefined): string {
  const value = tagged(tag, line)
  if (value === null) throw new ParseError(`missing ${tag}`)
  return value
}

function time(text: string): string {
  if (rfc3339Time(text) === null) throw new ParseError('invalid time')
  return text
}

/**
 * Parses like siwe-rs 0.6.1: lines split on LF; the line after the address and the line after a
 * statement are skipped whatever they hold; Nonce needs 8+ bytes; Issued At is required; any
 * trailing content (a final newline too) is an error. Null when the text is not such a message.
 */
export function parseSiweMessage(text: string): SiweMessage | null {
  try {
    const lines = text.split('\n')
    let i = 0
    const next = () => lines[i++]
    const first = next() ?? ''
    if (!first.endsWith(PREAMBLE)) return null
    const domain = first.slice(0, -PREAMBLE.length)
    if (!AUTHORITY.test(domain)) return null
    const address = required('0x', next())
    if (!isChecksumAddress(`0x${address}`)) return null
    next()
    const statementLine = next()
    if (statementLine === undefined) return null
    let statement: string | null = null
    if (statementLine !== '') {
      statement = statementLine
      next()
    }
    const uri = required('URI: ', next())
    if (!URI.test(uri)) return null
    const version = required('Version: ', next())
    if (version !== '1') return null
    const chainText = required('Chain ID: ', next())
    if (!/^\+?\d+$/.test(chainText) || BigInt(chainText) > U64_MAX) return null
    const nonce = required('Nonce: ', next())
    if (Buffer.byteLength(nonce) < 8) return null
    const issuedAt = time(required('Issued At: ', next()))
    let line = next()
    const optional = (tag: string): string | null => {
      const value = tagged(tag, line)
      if (value !== null) line = next()
      return value
    }
    const expiration = optional('Expiration Time: ')
    const notBefore = optional('Not Before: ')
    const requestId = optional('Request ID: ')
    let resources: string[] | null = null
    if (line === 'Resources:') {
      resources = lines.slice(i).map((l) => required('- ', l))
      if (!resources.every((r) => URI.test(r))) return null
    } else if (line !== undefined) return null
    return {
      domain,
      address: `0x${address}`,
      statement,
      uri,
      version,
      chainId: BigInt(chainText),
      nonce,
      issuedAt,
      expirationTime: expiration === null ? null : time(expiration),
      notBefore: notBefore === null ? null : time(notBefore),
      requestId,
      resources,
    }
  } catch (error) {
    if (error instanceof ParseError) return null
    throw error
  }
}

/** The canonical text siwe-rs writes for a message (what it hashes when verifying). */
export function serializeSiweMessage(m: SiweMessage): string {
  const lines = [`${m.domain}${PREAMBLE}`, m.address, '']
  if (m.statement !== null) lines.push(m.statement)
  lines.push(
    '',
    `URI: ${m.uri}`,
    `Version: ${m.version}`,
    `Chain ID: ${m.chainId}`,
    `Nonce: ${m.nonce}`,
    `Issued At: ${m.issuedAt}`,
  )
  if (m.expirationTime !== null) lines.push(`Expiration Time: ${m.expirationTime}`)
  if (m.notBefore !== null) lines.push(`Not Before: ${m.notBefore}`)
  if (m.requestId !== null) lines.push(`Request ID: ${m.requestId}`)
  if (m.resources !== null) lines.push('Resources:', ...m.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** Not Before ≤ now < Expiration Time, each only when present. Issued At is not compared. */
export function isValidNow(m: Pick<SiweMessage, 'notBefore' | 'expirationTime'>, now: number): boolean {
  const notBefore = m.notBefore === null ? null : rfc3339Time(m.notBefore)
  const expires = m.expirationTime === null ? null : rfc3339Time(m.expirationTime)
  return (notBefore === null || now >= notBefore) && (expires === null || now < expires)
}

/** A signed-in wallet: the CAIP-10 account id (for nonces), the login address and the nonce. */
export type WalletSession = { accountId: string; address: string; nonce: string }

export type VerifyResult = { ok: true; session: WalletSession } | { ok: false; error: string }

export type LoginContext = {
  /** The instance URL's host: what the message's domain must be (not the WebFinger domain). */
  hostname: string
  loginMessage: string
  now: number
  /** The release whose error texts to give (default 3.21). */
  mitra?: MitraDialect
}

/** A statement other than login_message: the text changed in 4.15.0. */
export const statementMismatch = (mitra: MitraDialect = '3.21') =>
  mitra === '3.21' ? "statement doesn't match login message" : 'unexpected statement'

/**
 * Verifies an EIP-4361 sign-in as Mitra does, with its error texts in its order: message,
 * signature encoding, domain, statement, time window, EIP-191 signer.
 */
export async function verifyEip4361(message: string, signature: string, ctx: LoginContext): Promise<VerifyResult> {
  const fail = (error: string): VerifyResult => ({ ok: false, error })
  const parsed = parseSiweMessage(message)
  if (!parsed) return fail('invalid EIP-4361 message')
  const sig = hexBytes(signature, { allowPrefix: true })
  if (!sig || sig.length !== 65) return fail('invalid signature string')
  if (parsed.domain !== ctx.hostname) return fail("domain doesn't match instance hostname")
  if (parsed.statement === null) return fail('statement is missing')
  if (parsed.statement !== ctx.loginMessage) return fail(statementMismatch(ctx.mitra))
  if (!isValidNow(parsed, ctx.now)) return fail('message is not currently valid')
  const signer = await recoverPersonalSignAddress(serializeSiweMessage(parsed), sig)
  const address = parsed.address.toLowerCase()
  if (signer !== address) return fail('invalid signature')
  return { ok: true, session: { accountId: `eip155:${parsed.chainId}:${address}`, address, nonce: parsed.nonce } }
}
