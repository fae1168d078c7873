import { icon } from './icon'

export const iconSettings = icon('M4 7h9M17 7h3M4 17h3M11 17h9M15 4.8v4.4M9 14.8v4.4')
