import { icon } from './icon'

export const iconMoon = icon('M19.6 14.6A7.8 7.8 0 0 1 9.4 4.4a7.8 7.8 0 1 0 10.2 10.2z')
