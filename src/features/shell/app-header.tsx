import type { CredentialAccount } from '@/api/accounts/types'
import { useHeaderSlotRef } from '@/ui/header-slot'
import { Logo } from '@/ui/logo'
import { AccountMenuSlot } from './account-menu-slot'
import { HomeButton } from './home-button'
import { SearchBox } from './search-box'
import styles from './app-header.module.css'

type AppHeaderProps = { user: CredentialAccount; title: string }

/**
 * The signed-in top bar: brand, Home, the screen's slot (home's "N new posts"), search, and the
 * account switcher (whose menu opens one's own profile).
 */
export function AppHeader({ user, title }: AppHeaderProps) {
  const slotRef = useHeaderSlotRef()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size={28} />
          <span className={styles.title}>{title}</span>
        </div>
        <div className={styles.tools}>
          <HomeButton />
          <div ref={slotRef} className={styles.slot} />
          <SearchBox />
          <AccountMenuSlot user={user} />
        </div>
      </div>
    </header>
  )
}
