import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLinkEthereumAddress } from '@/api/identity-proofs/mutations'
import { connectEthereumWallet } from '@/lib/wallet/ethereum'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { showToast } from '@/ui/toast/toast-store'

type EthereumLinkDialogProps = { open: boolean; onClose: () => void }

/**
 * Spec §6: links the browser wallet's address to the own profile after a confirmation. No wallet
 * gives the 'wallet not detected' alert; a refused signature closes quietly.
 */
export function EthereumLinkDialog({ open, onClose }: EthereumLinkDialogProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const link = useLinkEthereumAddress()
  const [connecting, setConnecting] = useState(false)
  const busy = connecting || link.isPending

  const close = () => {
    link.reset()
    onClose()
  }
  const confirm = async () => {
    link.reset()
    setConnecting(true)
    const wallet = await connectEthereumWallet()
    setConnecting(false)
    if (!wallet) {
      close()
      showToast(t`Ethereum wallet is not detected`, 'error')
      return
    }
    link.mutate(wallet, {
      onSuccess: (user) => {
        close()
        if (user) showToast(t`Your Ethereum address is now linked to your profile.`)
      },
    })
  }

  return (
    <ConfirmDialog
      open={open}
      title={t`Link Ethereum address`}
      confirmLabel={t`Continue`}
      tone="primary"
      busy={busy}
      error={link.error ? errorText(link.error) : undefined}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <p>{t`This action will link your wallet address to your profile. Continue?`}</p>
    </ConfirmDialog>
  )
}
