import { icon } from './icon'

export const iconArrowLeft = icon('M19 12H5.5M11 6l-6 6 6 6')
