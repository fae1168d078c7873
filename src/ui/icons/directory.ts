import { icon } from './icon'

export const iconDirectory = icon(
  'M4.5 4.5h15v15h-15zM9.2 11.2a1.9 1.9 0 1 0 0-3.8 1.9 1.9 0 0 0 0 3.8zM6.6 16.3c.4-1.8 1.3-2.7 2.6-2.7s2.2.9 2.6 2.7M14 9h3M14 12h3M14 15h2',
)
