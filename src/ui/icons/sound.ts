import { icon } from './icon'

export const iconSound = icon(
  'M4.2 9.4h3.4l4.6-3.9v13l-4.6-3.9H4.2zM15.8 9.2a4 4 0 0 1 0 5.6M18.4 6.6a7.6 7.6 0 0 1 0 10.8',
)
