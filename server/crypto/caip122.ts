import { MONERO_CHAIN_IDS, parseMoneroAddress, verifyMoneroMessage, type MoneroNetwork } from './monero'
import { isValidNow, rfc3339Time, statementMismatch, type LoginContext, type VerifyResult } from './siwe'

/** A Sign-In with Monero message (CAIP-122), as Mitra's own parser reads it. */
export type Caip122Message = {
  domain: string
  address: string
  statement: string | null
  uri: string
  version: string
  nonce: string
  issuedAt: string | null
  expirationTime: string | null
  notBefore: string | null
  requestId: string | null
  resources: string[] | null
}

const PREAMBLE = ' wants you to sign in with your Monero account:'

/**
 * Lines split on LF: preamble, address, a skipped line, statement (empty: none; otherwise one
 * more line is skipped), then URI, Version (any value) and Nonce (any text), then optional Issued
 * At, Expiration Time, Not Before, Request ID and Resources. A `Chain ID:` line does not fit.
 */
export function parseCaip122Message(text: string): Caip122Message | null {
  const lines = text.split('\n')
  let i = 0
  const next = () => lines[i++]
  const tagged = (tag: string, line: string | undefined) => (line?.startsWith(tag) ? line.slice(tag.length) : null)
  const first = next() ?? ''
  if (!first.endsWith(PREAMBLE)) return null
  const address = next()
  if (address === undefined) return null
  next()
  const statementLine = next()
  if (statementLine === undefined) return null
  const statement = statementLine === '' ? null : statementLine
  if (statement !== null) next()
  const uri = tagged('URI: ', next())
  const version = tagged('Version: ', next())
  const nonce = tagged('Nonce: ', next())
  if (uri === null || version === null || nonce === null) return null
  let line = next()
  const optional = (tag: string): string | null => {
    const value = tagged(tag, line)
    if (value !== null) line = next()
    return value
  }
  const times = [optional('Issued At: '), optional('Expiration Time: '), optional('Not Before: ')] as const
  if (times.some((t) => t !== null && rfc3339Time(t) === null)) return null
  const requestId = optional('Request ID: ')
  let resources: string[] | null = null
  if (line === 'Resources:') {
    const items = lines.slice(i).map((l) => tagged('- ', l))
    if (items.some((r) => r === null)) return null
    resources = items as string[]
  } else if (line !== undefined) return null
  const [issuedAt, expirationTime, notBefore] = times
  return {
    domain: first.slice(0, -PREAMBLE.length),
    address,
    statement,
    uri,
    version,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
  }
}

/**
 * Verifies a Monero sign-in as Mitra does (domain, statement, time window, then wallet2's
 * `verify` of the original text). Mitra reports every failure as "invalid signature"; the
 * detailed reason is kept in `error` only for tests and logs.
 */
export function verifyCaip122Monero(
  message: string,
  signature: string,
  ctx: LoginContext & { network: MoneroNetwork },
): VerifyResult {
  const fail = (error: string): VerifyResult => ({ ok: false, error })
  const parsed = parseCaip122Message(message)
  if (!parsed) return fail('invalid CAIP-122 message')
  if (parsed.domain !== ctx.hostname) return fail("domain doesn't match instance hostname")
  if (parsed.statement === null) return fail('statement is missing')
  if (parsed.statement !== ctx.loginMessage) return fail(statementMismatch(ctx.mitra))
  if (!isValidNow(parsed, ctx.now)) return fail('message is not currently valid')
  if (!verifyMoneroMessage(message, parsed.address, signature, ctx.network).good) return fail('invalid signature')
  const address = parseMoneroAddress(parsed.address)
  if (!address) return fail('invalid address')
  return {
    ok: true,
    session: {
      accountId: `${MONERO_CHAIN_IDS[address.network]}:${parsed.address}`,
      address: parsed.address,
      nonce: parsed.nonce,
    },
  }
}
