import { icon } from './icon'

export const iconMail = icon('M3.8 6h16.4v12H3.8zM4.3 6.6 12 12.6l7.7-6')
