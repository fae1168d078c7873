import { icon } from './icon'

export const iconSmile = icon(
  'M12 20.8a8.8 8.8 0 1 0 0-17.6 8.8 8.8 0 0 0 0 17.6zM8.4 14c.8 1.4 2 2.1 3.6 2.1s2.8-.7 3.6-2.1M9.2 9.6v.1M14.8 9.6v.1',
)
