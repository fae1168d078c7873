import { icon } from './icon'

export const iconCheck = icon('M5 12.5l4.5 4.5L19 7.5')
