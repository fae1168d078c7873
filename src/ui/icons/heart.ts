import { icon } from './icon'

export const iconHeart = icon(
  'M12 19.6s-7.6-4.5-7.6-9.8A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.6 2.4c0 5.3-7.6 9.8-7.6 9.8z',
)
