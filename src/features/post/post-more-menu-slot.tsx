import { useLingui } from '@lingui/react/macro'
import { useState, type ComponentType } from 'react'
import { loadOnce } from '@/lib/load-once'
import type { MenuStart } from '@/ui/menu'
import { MenuTrigger } from '@/ui/menu-trigger'
import { showToast } from '@/ui/toast/toast-store'
import type { PostMoreMenuProps } from './post-more-menu'
import { withLaterMessages } from '@/i18n/setup'

type Menu = ComponentType<PostMoreMenuProps & { start?: MenuStart }>

// The menu's code (its items' actions: pin, mute, save, delete...) loads when a person is about to
// open one: no card needs it to show.
const menu = loadOnce(withLaterMessages(() => import('./post-more-menu').then((m): Menu => m.PostMoreMenu)))

/** A post's "More actions" menu: its button, and the menu once its code is in (see MenuTrigger). */
export function PostMoreMenuSlot(props: PostMoreMenuProps) {
  const { t } = useLingui()
  const [ready, setReady] = useState<{ Menu: Menu; start: MenuStart } | null>(() => {
    const Menu = menu.loaded()
    return Menu ? { Menu, start: { open: null, focus: false } } : null
  })
  if (ready) return <ready.Menu {...props} start={ready.start} />
  return (
    <MenuTrigger
      label={t`More actions`}
      menu={menu}
      onLoaded={(Menu, start) => setReady({ Menu, start })}
      onFailed={() => showToast(t`Cannot reach the server. Check your connection and try again.`, 'error')}
    />
  )
}
