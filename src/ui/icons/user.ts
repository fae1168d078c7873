import { icon } from './icon'

export const iconUser = icon(
  'M12 11.8a3.9 3.9 0 1 0 0-7.8 3.9 3.9 0 0 0 0 7.8zM4.6 20c.8-3.7 3.6-5.8 7.4-5.8s6.6 2.1 7.4 5.8',
)
