import { lazy, Suspense } from 'react'
import type { LightboxProps } from './lightbox'
import { withLaterMessages } from '@/i18n/setup'

// The viewer's code loads the first time an image is opened, never with the page.
const Lightbox = lazy(withLaterMessages(() => import('./lightbox').then((m) => ({ default: m.Lightbox }))))

/** The image lightbox, loaded on first use. */
export function LazyLightbox(props: LightboxProps) {
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  )
}
