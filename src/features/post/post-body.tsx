import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { actionMarker } from '@/lib/keyboard/markers'
import { Link, useNavigate } from '@/lib/router'
import { statusKeys } from '@/api/statuses/queries'
import type { Toggle } from '@/api/statuses/status-toggles'
import type { Status } from '@/api/statuses/types'
import { Avatar } from '@/ui/avatar'
import { useErrorText } from '@/ui/error-text'
import { Icon } from '@/ui/icon'
import { showToast } from '@/ui/toast/toast-store'
import type { EmojiChoice } from '@/ui/emoji-picker/types'
import { loadToggles, PostActions, type EditorMode } from './post-actions'
import { PostContent } from './post-content'
import { PostHeader } from './post-header'
import { PostMarkers } from './post-markers'
import { PostMedia } from './post-media'
import { PostMoreMenuSlot } from './post-more-menu-slot'
import { PostPoll } from './post-poll'
import { postAbilities } from './post-permissions'
import { PostReactions } from './post-reactions'
import { PostDate } from './post-time'
import { PostTips } from './post-tips'
import { PostQuote } from './quoted-post'
import { ReactionPicker } from './reaction-picker'
import { GroupNote, ReplyNote } from './reply-note'
import type { RenderPostEditor } from './post-editor-slot'
import { useViewer } from './viewer'
import styles from './post-card.module.css'
import { iconEye } from '@/ui/icons/eye'
import { profilePath } from '@/lib/paths'

type PostBodyProps = {
  status: Status
  nameId: string
  onDeleted?: () => void
  /** "Replying to @acct" (off where the thread already shows the parent). */
  replyContext?: boolean
  /** Shown in a thread view, where quoting is offered. */
  inThread?: boolean
  renderEditor?: RenderPostEditor
  /** Open the reply or quote form at once (a resumed draft: /post/<id>?reply=1). */
  initialEditor?: 'reply' | 'quote'
  /** The post a thread is about. */
  current?: boolean
  /** The level of the post's title heading (Mitra 5.6+): 2 under the screen's <h1>, 3 in a section. */
  titleLevel?: 2 | 3
}

/**
 * Avatar, header, reply context, content, attachments, poll, quote, reactions and actions of one
 * post, as given (the caller reads it from the post's detail key).
 */
export function PostBody({
  status,
  nameId,
  onDeleted,
  replyContext = true,
  inThread = false,
  renderEditor,
  initialEditor,
  current,
  titleLevel,
}: PostBodyProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const viewer = useViewer()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [editor, setEditor] = useState<EditorMode | null>(() => (initialEditor && renderEditor ? initialEditor : null))
  const [reacting, setReacting] = useState(false)
  const [revealed, setRevealed] = useState(false)
  // The control that opened the editor gets the focus back when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  const contentId = useId()

  const can = postAbilities({ ...viewer, status, inThread })
  const editable = renderEditor !== undefined
  const abilities = { ...can, reply: can.reply && editable, quote: can.quote && editable }
  const hidden = status.sensitive && viewer.contentWarnings && !revealed

  const failed = (toggle: Toggle, message: string) => {
    const texts: Record<Toggle['kind'], string> = {
      favourite: t`Could not change the like: ${message}`,
      reblog: t`Could not change the repost: ${message}`,
      bookmark: t`Could not change the bookmark: ${message}`,
      pin: t`Could not change the pin: ${message}`,
      reaction: t`Could not change the reaction: ${message}`,
    }
    showToast(texts[toggle.kind], 'error')
  }
  // The toggles' code loads as the actions are approached (PostActions) or, at the latest, used.
  const toggle = (which: Toggle, on: boolean) =>
    void loadToggles().then(({ toggleStatus }) =>
      toggleStatus(queryClient, status, which, on, (error, tg) => failed(tg, errorText(error))),
    )
  const react = (choice: EmojiChoice) => toggle({ kind: 'reaction', name: choice.emoji, url: choice.url ?? null }, true)

  const openEditor = (mode: EditorMode) => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null)
    setEditor((current) => (current === mode ? null : mode))
  }
  const finish = (mode: EditorMode, saved?: Status) => {
    setEditor(null)
    // The form and its own live region are gone now: say the result from the page's region.
    if (saved) {
      const said: Record<EditorMode, string> = {
        reply: t`Your reply was published.`,
        quote: t`Your post was published.`,
        edit: t`Your post was updated.`,
      }
      showToast(said[mode])
    }
    if (saved && mode === 'edit') {
      queryClient.setQueryData<Status>(statusKeys.detail(status.id), (old) => (old ? { ...old, ...saved } : saved))
    }
    if (saved && mode === 'quote') {
      void navigate('/home')
      return
    }
    requestAnimationFrame(() => opener?.isConnected && opener.focus())
  }
  const editorSlot = (mode: EditorMode): ReactNode =>
    renderEditor ? (
      <div className={styles.editor}>
        {renderEditor({ post: status, mode, onDone: (saved) => finish(mode, saved) })}
      </div>
    ) : null

  return (
    <div className={styles.body}>
      <Link to={profilePath(status.account.acct)} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar account={status.account} size={46} />
      </Link>
      <div className={styles.main}>
        <PostHeader status={status} nameId={nameId} />
        {replyContext ? <ReplyNote status={status} /> : null}
        <GroupNote status={status} />
        {editor === 'edit' ? (
          editorSlot('edit')
        ) : (
          <>
            {status.sensitive && viewer.contentWarnings ? (
              <div className={styles.warning}>
                <Icon path={iconEye} className={styles.warningIcon} />
                <p className={styles.warningText}>
                  <Trans>This post is marked as sensitive.</Trans>
                </p>
                <button
                  type="button"
                  className={styles.reveal}
                  aria-expanded={!hidden}
                  aria-controls={contentId}
                  {...actionMarker('warning')}
                  onClick={() => setRevealed((r) => !r)}
                >
                  {hidden ? <Trans>Show content</Trans> : <Trans>Hide content</Trans>}
                </button>
              </div>
            ) : null}
            <div id={contentId} className={styles.content} hidden={hidden}>
              {hidden ? null : (
                <>
                  <PostContent status={status} titleLevel={titleLevel} />
                  {status.media_attachments?.length ? <PostMedia attachments={status.media_attachments} /> : null}
                  {status.poll ? <PostPoll status={status} poll={status.poll} /> : null}
                  <PostQuote status={status} />
                </>
              )}
            </div>
            <PostReactions
              status={status}
              onToggle={
                abilities.react ? (r) => toggle({ kind: 'reaction', name: r.name, url: r.url }, !r.me) : undefined
              }
            />
            <PostMarkers status={status} ipfsGateway={viewer.ipfsGateway} />
            {current ? <PostDate createdAt={status.created_at} /> : null}
            <PostTips account={status.account} />
          </>
        )}
        <PostActions
          status={status}
          abilities={abilities}
          editor={editor}
          onEditor={openEditor}
          onToggle={toggle}
          reacting={reacting}
          onReact={() => setReacting(true)}
          more={
            <PostMoreMenuSlot
              status={status}
              inThread={inThread}
              canEdit={editable}
              onEdit={() => openEditor('edit')}
              onDeleted={onDeleted}
            />
          }
        />
        {editor === 'reply' || editor === 'quote' ? editorSlot(editor) : null}
        {reacting ? <ReactionPicker onPick={react} onClose={() => setReacting(false)} /> : null}
      </div>
    </div>
  )
}
