/**
 * minisign and signify files as Mitra reads them: the first line that is not an "untrusted
 * comment", base64 of algorithm (2 bytes) ‖ key id (8) ‖ key (32) or signature (64).
 */
export type MinisignPublicKey = { keyId: Uint8Array; publicKey: Uint8Array }
/** `Ed`: pure Ed25519 over the message; `ED`: Ed25519 over BLAKE2b-512 of it (prehashed). */
export type MinisignSignature = { algorithm: 'Ed' | 'ED'; keyId: Uint8Array; signature: Uint8Array }

function payloadLine(text: string): string | null {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '' || line.startsWith('untrusted comment')) continue
    return line
  }
  return null
}

function base64Bytes(line: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(line) || line.length % 4 !== 0) return null
  return new Uint8Array(Buffer.from(line, 'base64'))
}

const algorithm = (bytes: Uint8Array) => String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)

/** A public key file (or just its base64 line); null when it is not a 42-byte `Ed` key. */
export function parseMinisignPublicKey(text: string): MinisignPublicKey | null {
  const line = payloadLine(text)
  const bytes = line === null ? null : base64Bytes(line)
  if (!bytes || bytes.length !== 42 || algorithm(bytes) !== 'Ed') return null
  return { keyId: bytes.slice(2, 10), publicKey: bytes.slice(10) }
}

/** A signature file (or its base64 line); null when it is not 74 bytes of `Ed` or `ED`. */
export function parseMinisignSignature(text: string): MinisignSignature | null {
  const line = payloadLine(text)
  const bytes = line === null ? null : base64Bytes(line)
  if (!bytes || bytes.length !== 74) return null
  const alg = algorithm(bytes)
  if (alg !== 'Ed' && alg !== 'ED') return null
  return { algorithm: alg, keyId: bytes.slice(2, 10), signature: bytes.slice(10) }
}
