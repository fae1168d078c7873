import { icon } from './icon'

export const iconStar = icon('M12 3.8l2.5 5.2 5.6.8-4 4 1 5.6-5.1-2.7-5 2.7 1-5.6-4.1-4 5.6-.8z')
