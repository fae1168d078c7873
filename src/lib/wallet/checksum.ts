// Loaded only through import() (see ethereum.ts): viem must stay out of the first screen's chunk.
import { getAddress } from 'viem'

/** The EIP-55 mixed-case form the server's message parser requires. */
export const checksumAddress = (address: string): string => getAddress(address)
