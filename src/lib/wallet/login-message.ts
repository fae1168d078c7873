/**
 * Wallet sign-in messages (spec §3 Login message): EIP-4361 for Ethereum and the CAIP-122 variant
 * for Monero. The server parses these line by line, so the text must be exact: lines joined with
 * LF, no trailing newline, no optional lines.
 */

export type WalletChain = 'ethereum' | 'monero'

export type LoginMessageFields = {
  /** The instance URL's host, which the server checks (features/auth/wallet-domain.ts). */
  domain: string
  /** Ethereum: EIP-55 checksummed; Monero: as typed. */
  address: string
  /** instance.login_message. */
  statement: string
  /** The page origin. */
  uri: string
  nonce: string
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  issuedAt: string
}

/** Spec §9: the Ethereum message always says chain 1, whatever network the wallet is on. */
export const ETHEREUM_CHAIN_ID = 1

const CHAIN_NAME: Record<WalletChain, string> = { ethereum: 'Ethereum', monero: 'Monero' }

/** The message text; Monero has no Chain ID line (the server's parser expects Nonce after Version). */
export function buildLoginMessage(chain: WalletChain, fields: LoginMessageFields): string {
  const lines = [
    `${fields.domain} wants you to sign in with your ${CHAIN_NAME[chain]} account:`,
    fields.address,
    '',
    fields.statement,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    ...(chain === 'ethereum' ? [`Chain ID: ${ETHEREUM_CHAIN_ID}`] : []),
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  return lines.join('\n')
}

/** 8 random bytes as 16 lowercase hex characters (spec §9: nonce of 16 characters). */
export function randomNonce(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(8))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type MessageContext = {
  domain: string
  statement: string
  uri: string
  /** Injectable for tests. */
  now?: () => Date
  nonce?: () => string
}

/** A fresh message for `address`: new nonce, issued now. */
export function createLoginMessage(chain: WalletChain, address: string, context: MessageContext): string {
  const now = context.now ?? (() => new Date())
  const nonce = context.nonce ?? (() => randomNonce())
  return buildLoginMessage(chain, {
    domain: context.domain,
    address,
    statement: context.statement,
    uri: context.uri,
    nonce: nonce(),
    issuedAt: now().toISOString(),
  })
}
