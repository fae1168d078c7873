import { icon } from './icon'

export const iconInfo = icon('M12 20.8a8.8 8.8 0 1 0 0-17.6 8.8 8.8 0 0 0 0 17.6zM12 11v5.4M12 7.7v.1')
