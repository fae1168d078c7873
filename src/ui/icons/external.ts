import { icon } from './icon'

export const iconExternal = icon(
  'M13.5 4.5H19.5V10.5M19.5 4.5 11 13M17 14v4.5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1H10',
)
