import { describe, expect, it } from 'vitest'
import { canGenerateClaim, canSubmitSignature, keyCommands, signCommands } from './proof-rules'

// Test vector I1 of Mitra's legacy identity proof test.
const CLAIM =
  '2582cb4010811b84acce8988ee988c383ea208e0ffafc9b2f733177eb1472c6e0444a02e12de463a0d37a97a2ef5067134bd87baf0c0b17d9b5761399dcdfac7'

describe('identity proof rules', () => {
  it('generates a message only with a public key, submits only with a signature', () => {
    expect(canGenerateClaim('')).toBe(false)
    expect(canGenerateClaim(' \n')).toBe(false)
    expect(canGenerateClaim('RWQBAgMEBQYHCLANjZOOf3c9UVZarTamI/U0T39dGWD5zz6OEmIOooEP')).toBe(true)
    expect(canSubmitSignature('   ')).toBe(false)
    expect(canSubmitSignature('RWQ...')).toBe(true)
  })

  it('shows how to make and print a key pair for each tool', () => {
    expect(keyCommands('minisign')).toEqual(['minisign -G -p minisign.pub -s minisign.key', 'cat minisign.pub'])
    expect(keyCommands('signify')).toEqual(['signify -G -p signify.pub -s signify.sec', 'cat signify.pub'])
  })

  it('turns the hex claim into the binary message and signs it without prehashing', () => {
    const minisign = signCommands('minisign', CLAIM)
    expect(minisign[0]).toBe(`printf '%s' '${CLAIM}' | xxd -r -p > message`)
    // Without -l, minisign 0.10+ writes a prehashed signature that Mitra refuses.
    expect(minisign[1]).toBe('minisign -S -l -s minisign.key -m message -x message.sig')
    expect(signCommands('signify', CLAIM)[1]).toBe('signify -S -s signify.sec -m message -x message.sig')
  })

  it('never lets anything but hex digits into the shell command', () => {
    expect(signCommands('signify', "12'; ls /; '34")[0]).toBe("printf '%s' '1234' | xxd -r -p > message")
  })
})
