import { icon } from './icon'

export const iconDownload = icon('M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14')
