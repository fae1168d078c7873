import { Trans, useLingui } from '@lingui/react/macro'
import { supportsDirectMessages } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { usePageTitle } from '@/api/instance/page-title'
import { ConversationList } from '@/features/conversations/conversation-list'
import { Alert } from '@/ui/alert'
import { PageHeading } from '@/ui/page-heading'

/**
 * /direct-messages (signed-in): the member's direct conversations, newest first, each opening its
 * thread. Mitra serves the list since 4.20.0; nothing links here on an older instance, and the
 * screen, opened by its address, asks it for nothing and says so.
 */
export default function DirectMessagesRoute() {
  const { t } = useLingui()
  const title = t`Direct messages`
  usePageTitle(title)
  const supported = supportsDirectMessages(useInstance())
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {supported ? (
        <ConversationList label={title} />
      ) : (
        <Alert tone="info">
          <Trans>This server does not list direct conversations.</Trans>
        </Alert>
      )}
    </>
  )
}
