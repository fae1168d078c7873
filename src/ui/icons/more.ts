import { icon } from './icon'

export const iconMore = icon('M6 12h.01M12 12h.01M18 12h.01')
