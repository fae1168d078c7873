import { icon } from './icon'

export const iconAlert = icon('M12 20.8a8.8 8.8 0 1 0 0-17.6 8.8 8.8 0 0 0 0 17.6zM12 7.6V13M12 16.3v.1')
