/** The two tools whose signatures Mitra reads for a minisign-unhashed proof. */
export type SigningTool = 'minisign' | 'signify'

export const SIGNING_TOOLS: readonly SigningTool[] = ['minisign', 'signify']

/** Generate message is offered once a public key is entered. */
export const canGenerateClaim = (publicKey: string): boolean => publicKey.trim() !== ''

/** Submit is offered once a signature is entered. */
export const canSubmitSignature = (signature: string): boolean => signature.trim() !== ''

/** Commands that make a key pair and print the public key to paste. */
export function keyCommands(tool: SigningTool): string[] {
  return tool === 'minisign'
    ? ['minisign -G -p minisign.pub -s minisign.key', 'cat minisign.pub']
    : ['signify -G -p signify.pub -s signify.sec', 'cat signify.pub']
}

/** The claim is hex; only hex digits reach the shell, so it is safe inside single quotes. */
const hexOnly = (claim: string): string => claim.replace(/[^0-9a-fA-F]/g, '')

/**
 * Commands that sign the claim and print the signature to paste. The claim turns into the binary
 * message with xxd. minisign needs -l: since 0.10 it prehashes by default, which Mitra refuses for
 * this proof type ('invalid signature type'); signify always signs the message itself.
 */
export function signCommands(tool: SigningTool, claim: string): string[] {
  const message = `printf '%s' '${hexOnly(claim)}' | xxd -r -p > message`
  return tool === 'minisign'
    ? [message, 'minisign -S -l -s minisign.key -m message -x message.sig', 'cat message.sig']
    : [message, 'signify -S -s signify.sec -m message -x message.sig', 'cat message.sig']
}
