import { icon } from './icon'

export const iconArrowUp = icon('M12 19V5.5M6 11l6-6 6 6')
