import { icon } from './icon'

export const iconBell = icon('M6.2 16.5V11a5.8 5.8 0 0 1 11.6 0v5.5l1.7 2H4.5zM10 20.6a2.1 2.1 0 0 0 4 0')
