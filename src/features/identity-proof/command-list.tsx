import { useLingui } from '@lingui/react/macro'
import { IconButton } from '@/ui/icon-button'
import { showToast } from '@/ui/toast/toast-store'
import styles from './identity-proof.module.css'
import { iconCopy } from '@/ui/icons/copy'

/** Shell commands, one per line, each with a button that copies it. */
export function CommandList({ commands, label }: { commands: readonly string[]; label: string }) {
  const { t } = useLingui()
  const copy = async (command: string) => {
    try {
      await navigator.clipboard.writeText(command)
      showToast(t`Command copied`)
    } catch {
      showToast(t`The command could not be copied`, 'error')
    }
  }
  return (
    <ol className={styles.commands} aria-label={label}>
      {commands.map((command, index) => {
        const n = index + 1
        return (
          <li key={command} className={styles.command}>
            <code className={styles.code} dir="ltr">
              {command}
            </code>
            <IconButton icon={iconCopy} label={t`Copy command ${n}`} onClick={() => void copy(command)} />
          </li>
        )
      })}
    </ol>
  )
}
