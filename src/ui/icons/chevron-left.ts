import { icon } from './icon'

export const iconChevronLeft = icon('M14.8 5.5 8.2 12l6.6 6.5')
