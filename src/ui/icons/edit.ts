import { icon } from './icon'

export const iconEdit = icon(
  'M4.5 19.5l1-4.2L15.8 5a1.6 1.6 0 0 1 2.3 0l.9.9a1.6 1.6 0 0 1 0 2.3L8.7 18.5zM13.8 7l3.2 3.2',
)
