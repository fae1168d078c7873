import { icon } from './icon'

export const iconWallet = icon(
  'M4 7.5h15.2a.8.8 0 0 1 .8.8v10.4a.8.8 0 0 1-.8.8H5a1 1 0 0 1-1-1V6.2A2.2 2.2 0 0 1 6.2 4h10.3M16.2 13.6h.1',
)
