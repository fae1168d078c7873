import { icon } from './icon'

export const iconPin = icon('M9 3.8h6l-.9 6.2 3.4 3.6h-11l3.4-3.6zM12 13.6v6.6')
