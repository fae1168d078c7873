import { icon } from './icon'

export const iconMenu = icon('M4.5 7h15M4.5 12h15M4.5 17h15')
