export type { CustomEmoji } from '../accounts/types'
