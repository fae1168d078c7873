import { icon } from './icon'

export const iconFile = icon('M6.2 3.6h7.9l3.7 3.7v13.1H6.2zM14 3.6v3.8h3.8')
