import { icon } from './icon'

export const iconChat = icon('M4.5 5h15v10.8H10l-5.5 4.2z')
