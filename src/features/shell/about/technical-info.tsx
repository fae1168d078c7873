import { Trans, useLingui } from '@lingui/react/macro'
import { version } from '../../../../package.json'
import { serverVersionLabel } from './server-version'
import styles from './about.module.css'

type TechnicalInfoProps = { serverVersion: string }

/** Server and client versions, shown to signed-in users. */
export function TechnicalInfo({ serverVersion }: TechnicalInfoProps) {
  const { t } = useLingui()
  const server = serverVersionLabel(serverVersion) || t`Unknown`
  return (
    <section className={styles.section} aria-labelledby="about-technical">
      <h2 id="about-technical" className={styles.sectionTitle}>
        <Trans>Technical information</Trans>
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Trans>Server version</Trans>
          </dt>
          <dd>{server}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Trans>Web client</Trans>
          </dt>
          <dd>{t`Parley ${version} (Mitra web client 3.21.0 compatible)`}</dd>
        </div>
      </dl>
    </section>
  )
}
