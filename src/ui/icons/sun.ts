import { icon } from './icon'

export const iconSun = icon(
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2.8v1.8M12 19.4v1.8M2.8 12h1.8M19.4 12h1.8M5.5 5.5l1.3 1.3M17.2 17.2l1.3 1.3M5.5 18.5l1.3-1.3M17.2 6.8l1.3-1.3',
)
