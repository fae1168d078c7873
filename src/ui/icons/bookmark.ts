import { icon } from './icon'

export const iconBookmark = icon('M6.5 4.2a.7.7 0 0 1 .7-.7h9.6a.7.7 0 0 1 .7.7v16l-5.5-4-5.5 4z')
