import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { TextField } from '@/ui/text-field'
import { canAddField, duplicateLabels, MAX_FIELDS, unlabelledFields, type FieldDraft } from './profile-rules'
import styles from './profile-editor.module.css'
import { iconPlus } from '@/ui/icons/plus'
import { iconTrash } from '@/ui/icons/trash'

type FieldsEditorProps = { fields: FieldDraft[]; onChange: (fields: FieldDraft[]) => void }

/** Extra profile fields: label and content pairs, up to the server's limit. */
export function FieldsEditor({ fields, onChange }: FieldsEditorProps) {
  const { t } = useLingui()
  const legendId = useId()
  const duplicates = duplicateLabels(fields)
  const unlabelled = unlabelledFields(fields)
  const update = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)))

  return (
    <fieldset className={styles.fieldset} aria-describedby={legendId}>
      <legend className={styles.label}>
        <Trans>Extra fields</Trans>
      </legend>
      <p id={legendId} className={styles.hint}>
        <Trans>Up to {MAX_FIELDS} labelled entries shown on your profile, such as a website or pronouns.</Trans>
      </p>
      {fields.map((field, index) => {
        const n = index + 1
        const error = duplicates.has(index)
          ? t`This label is already used by another field.`
          : unlabelled.has(index)
            ? t`Give this field a label.`
            : undefined
        return (
          <div key={index} className={styles.fieldRow}>
            <TextField
              label={t`Label ${n}`}
              value={field.name}
              error={error}
              onChange={(e) => update(index, { name: e.target.value })}
            />
            <TextField
              label={t`Content ${n}`}
              value={field.value}
              onChange={(e) => update(index, { value: e.target.value })}
            />
            <IconButton
              icon={iconTrash}
              label={t`Remove field ${n}`}
              className={styles.removeField}
              onClick={() => onChange(fields.filter((_, i) => i !== index))}
            />
          </div>
        )
      })}
      {canAddField(fields) ? (
        <div>
          <Button icon={iconPlus} onClick={() => onChange([...fields, { name: '', value: '' }])}>
            <Trans>Add field</Trans>
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
