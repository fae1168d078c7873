import { icon } from './icon'

export const iconImage = icon('M4.5 5h15v14h-15zM4.5 15.5l4.2-4.2 3.3 3.3 2.4-2.4 5.1 5.1M15 9.6h.1')
