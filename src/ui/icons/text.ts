import { icon } from './icon'

export const iconText = icon('M5 7h14M5 12h14M5 17h9')
