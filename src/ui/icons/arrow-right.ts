import { icon } from './icon'

export const iconArrowRight = icon('M5 12h13.5M13 6l6 6-6 6')
