import { icon } from './icon'

export const iconLock = icon('M6 10.8h12V20H6zM8.6 10.8V8a3.4 3.4 0 0 1 6.8 0v2.8')
