import { Trans } from '@lingui/react/macro'
import { DEFAULT_VISIBILITIES, type DefaultVisibility } from '@/lib/client-config'
import { SelectSetting } from './select-setting'
import { useSavedSetting } from './use-saved-setting'

type LocalDefaultVisibilityProps = {
  stored: DefaultVisibility
  labels: Record<DefaultVisibility, string>
}

/** The default visibility as this client's setting (client_config): where the server keeps none (before Mitra 4.17). */
export function LocalDefaultVisibility({ stored, labels }: LocalDefaultVisibilityProps) {
  const visibility = useSavedSetting('defaultVisibility', stored)
  return (
    <SelectSetting
      label={<Trans>Default visibility of new posts</Trans>}
      value={visibility.value}
      options={DEFAULT_VISIBILITIES.map((value) => ({ value, label: labels[value] }))}
      saving={visibility.saving}
      error={visibility.error}
      onRetry={visibility.retry}
      onChange={visibility.change}
    />
  )
}
