import { icon } from './icon'

export const iconHash = icon('M9.5 4 7.5 20M16.5 4l-2 16M4.5 9h15.5M4 15h15.5')
