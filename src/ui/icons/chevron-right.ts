import { icon } from './icon'

export const iconChevronRight = icon('M9.2 5.5l6.6 6.5-6.6 6.5')
