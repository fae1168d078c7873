import { icon } from './icon'

export const iconSearch = icon('M10.6 17.4a6.8 6.8 0 1 0 0-13.6 6.8 6.8 0 0 0 0 13.6zM20.2 20.2l-4.8-4.8')
