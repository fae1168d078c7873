import { icon } from './icon'

export const iconRepeat = icon('M4.5 10.5V9a3 3 0 0 1 3-3h11.5M16 3l3 3-3 3M19.5 13.5V15a3 3 0 0 1-3 3H5M8 21l-3-3 3-3')
