import { icon } from './icon'

export const iconPlus = icon('M12 5v14M5 12h14')
