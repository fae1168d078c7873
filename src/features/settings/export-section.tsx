import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useExportCsv } from '@/api/settings/mutations'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { saveFile } from './save-file'
import styles from './settings.module.css'
import { iconDownload } from '@/ui/icons/download'

/** Downloads of the accounts the user follows and of their followers, as CSV files. */
export function ExportSection() {
  const headingId = useId()
  const errorText = useErrorText()
  const exporter = useExportCsv(saveFile)
  const busy = (kind: 'follows' | 'followers') => exporter.isPending && exporter.variables === kind
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Export</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Download the addresses of the accounts you follow, or of your followers, as a CSV file.</Trans>
      </p>
      <div className={styles.actions}>
        <Button
          icon={iconDownload}
          busy={busy('follows')}
          disabled={exporter.isPending}
          onClick={() => exporter.mutate('follows')}
        >
          <Trans>Export follows</Trans>
        </Button>
        <Button
          icon={iconDownload}
          busy={busy('followers')}
          disabled={exporter.isPending}
          onClick={() => exporter.mutate('followers')}
        >
          <Trans>Export followers</Trans>
        </Button>
      </div>
      {exporter.error ? <Alert>{errorText(exporter.error)}</Alert> : null}
    </section>
  )
}
