import { icon } from './icon'

export const iconClose = icon('M6.5 6.5l11 11M17.5 6.5l-11 11')
