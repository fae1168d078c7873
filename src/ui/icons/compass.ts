import { icon } from './icon'

export const iconCompass = icon('M12 20.8a8.8 8.8 0 1 0 0-17.6 8.8 8.8 0 0 0 0 17.6zM15.6 8.4l-2 5.2-5.2 2 2-5.2z')
