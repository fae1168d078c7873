import { icon } from './icon'

export const iconLogout = icon('M14 4h3.8A2.2 2.2 0 0 1 20 6.2v11.6a2.2 2.2 0 0 1-2.2 2.2H14M10 8l-4 4 4 4M6 12h10')
