import { icon } from './icon'

export const iconCopy = icon('M9 9h10.5v10.5H9zM15 9V4.5H4.5V15H9')
