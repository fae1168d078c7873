import { icon } from './icon'

export const iconMuted = icon('M4.2 9.4h3.4l4.6-3.9v13l-4.6-3.9H4.2zM15.6 9.4l5 5.2M20.6 9.4l-5 5.2')
