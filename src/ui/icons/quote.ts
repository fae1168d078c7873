import { icon } from './icon'

export const iconQuote = icon(
  'M10 7.2H6.2a1.2 1.2 0 0 0-1.2 1.2V12h4.6v1.4c0 1.8-1 3-3 3.6M19 7.2h-3.8a1.2 1.2 0 0 0-1.2 1.2V12h4.6v1.4c0 1.8-1 3-3 3.6',
)
