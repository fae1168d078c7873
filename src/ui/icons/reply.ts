import { icon } from './icon'

export const iconReply = icon('M10 7.5 5 12l5 4.5M5.5 12H14a5 5 0 0 1 5 5v1')
