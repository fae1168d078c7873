import { icon } from './icon'

export const iconChevronDown = icon('M6 9.2l6 6 6-6')
