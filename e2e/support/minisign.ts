import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

/**
 * A minisign/signify key made from a Node Ed25519 key pair, for journeys that link a key to a
 * profile: the public key file a person would paste, and signature files over the claim the
 * server shows (hex, as `xxd -r -p` turns it into the signed bytes).
 */
export type MinisignKey = {
  /** Two-line public key file: comment and `RW…` line. */
  publicKeyFile: string
  /** Only the base64 line of the public key file. */
  publicKeyLine: string
  /** Raw 32-byte Ed25519 public key. */
  publicKey: Buffer
  /** A signature file over the bytes of a hex claim. */
  signClaim: (claimHex: string, options?: SignOptions) => string
}

export type SignOptions = {
  /** minisign (4 lines, default) or signify (2 lines). */
  tool?: 'minisign' | 'signify'
  /** minisign's default since 0.10 without `-l`: Ed25519 over BLAKE2b-512 (`ED`), refused by the server. */
  prehashed?: boolean
}

const b64 = (...parts: Buffer[]) => Buffer.concat(parts).toString('base64')

function rawPublicKey(publicKey: KeyObject): Buffer {
  // SPKI DER of an Ed25519 key: a fixed 12-byte header, then the 32 key bytes.
  return publicKey.export({ format: 'der', type: 'spki' }).subarray(12)
}

export function createMinisignKey(keyId: Buffer = randomBytes(8)): MinisignKey {
  if (keyId.length !== 8) throw new Error('a key id has 8 bytes')
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = rawPublicKey(publicKey)
  const publicKeyLine = b64(Buffer.from('Ed'), keyId, raw)
  // minisign prints the key id as hex of its bytes in reverse order.
  const keyIdHex = Buffer.from(keyId).reverse().toString('hex').toUpperCase()

  const signClaim = (claimHex: string, options: SignOptions = {}): string => {
    const message = Buffer.from(claimHex.trim(), 'hex')
    const prehashed = options.prehashed ?? false
    const signed = prehashed ? createHash('blake2b512').update(message).digest() : message
    const signature = sign(null, signed, privateKey)
    const line = b64(Buffer.from(prehashed ? 'ED' : 'Ed'), keyId, signature)
    if (options.tool === 'signify') return `untrusted comment: verify with signify.pub\n${line}\n`
    const trusted = `timestamp:${Math.floor(Date.now() / 1000)}\tfile:message${prehashed ? '\thashed' : ''}`
    const global = sign(null, Buffer.concat([signature, Buffer.from(trusted)]), privateKey).toString('base64')
    return `untrusted comment: signature from minisign secret key\n${line}\ntrusted comment: ${trusted}\n${global}\n`
  }

  return {
    publicKeyFile: `untrusted comment: minisign public key ${keyIdHex}\n${publicKeyLine}\n`,
    publicKeyLine,
    publicKey: raw,
    signClaim,
  }
}
