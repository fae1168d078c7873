import { icon } from './icon'

export const iconCloud = icon(
  'M7.2 18.6a4.4 4.4 0 0 1-.6-8.8 5.9 5.9 0 0 1 11.3 1.4 3.7 3.7 0 0 1-.4 7.4zM12 16.2v-5M9.8 13.4 12 11.2l2.2 2.2',
)
