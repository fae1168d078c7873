import { icon } from './icon'

export const iconRefresh = icon('M19.8 11.2a7.8 7.8 0 1 0-2.2 5.9M20 4.8v6.4h-6.4')
