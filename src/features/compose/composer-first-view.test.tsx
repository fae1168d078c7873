// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { ComposerFirstView } from './composer-first-view'
import type { ComposerHandoff } from './form-loader'
import { blankInitial, type ComposerInitial, type DraftSink } from './use-draft'

afterEach(() => cleanup())

function renderFirstView(initial: ComposerInitial = blankInitial(), focusOnOpen = false, instance = makeInstance()) {
  const sink: DraftSink = { save: vi.fn(), remove: vi.fn() }
  const handoffs: (() => ComposerHandoff | null)[] = []
  const onWake = vi.fn((take: () => ComposerHandoff | null) => void handoffs.push(take))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ComposerFirstView
          mode={{ kind: 'new' }}
          user={makeUser()}
          instance={instance}
          initial={initial}
          sink={sink}
          target={null}
          formRef={createRef<HTMLFormElement>()}
          onFocusLeave={() => {}}
          focusOnOpen={focusOnOpen}
          onWake={onWake}
        />
      </QueryClientProvider>
    </I18nProvider>,
  )
  const last = () => handoffs.at(-1)!()!
  const latest = () => handoffs.at(-1)?.() ?? null
  return { sink, onWake, last, latest }
}

const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })

describe('the composer first view', () => {
  it('shows the form with its labels and asks for nothing before it is used', () => {
    const { onWake } = renderFirstView()
    expect(screen.getByRole('form', { name: 'New post' })).toBeTruthy()
    expect(textBox().placeholder).toBe("What's on your mind?")
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' }).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Add media' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a poll' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: /visibility/i })).toBeTruthy()
    expect(onWake).not.toHaveBeenCalled()
  })

  it('offers "Add from a URL" where the server allows it, and hands the request to the form', () => {
    const on59 = makeInstance({
      version: '4.0.0 (compatible; Mitra 5.9.1)',
      configuration: {
        statuses: { max_characters: 500, max_media_attachments: 4 },
        media_attachments: { supported_mime_types: ['image/png'] },
      },
    })
    const { last } = renderFirstView(blankInitial(), false, on59)
    fireEvent.click(screen.getByRole('button', { name: 'Add from a URL' }))
    expect(last().resume).toMatchObject({ mediaUrl: true, preview: false, publish: false })
  })

  it('leaves "Add from a URL" out before Mitra 4.6', () => {
    renderFirstView()
    expect(screen.queryByRole('button', { name: 'Add from a URL' })).toBeNull()
  })

  it('opens with the stored text, keeps what is typed and hands it over with the selection', async () => {
    const { sink, onWake, last } = renderFirstView({
      ...blankInitial('kept'),
      idempotencyKey: 'abcdefabcdefabcdefab',
    })
    expect(textBox().value).toBe('kept')
    await userEvent.type(textBox(), ' and more')
    expect(onWake).toHaveBeenCalled()
    expect(textBox().value).toBe('kept and more')
    expect(sink.save).toHaveBeenLastCalledWith(
      expect.objectContaining({
        text: 'kept and more',
        idempotencyKey: 'abcdefabcdefabcdefab',
      }),
    )
    const handoff = last()
    expect(handoff.initial).toMatchObject({
      text: 'kept and more',
      idempotencyKey: 'abcdefabcdefabcdefab',
      poll: null,
    })
    expect(handoff.resume).toMatchObject({
      publish: false,
      preview: false,
      files: [],
      selection: { start: 13, end: 13 },
    })
  })

  it('remembers a press on Publish, the poll and the sensitivity for the complete form', async () => {
    const { last } = renderFirstView()
    await userEvent.type(textBox(), 'hello')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as sensitive' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add a poll' }))
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const handoff = last()
    expect(handoff.initial).toMatchObject({ text: 'hello', sensitive: true })
    expect(handoff.initial.poll?.options.length).toBeGreaterThan(0)
    expect(handoff.resume.preview).toBe(true)
  })

  it('gives nothing to hand over while a press is under way, then the press and what it asked for', async () => {
    const { latest } = renderFirstView(blankInitial('ready to go'))
    const publish = screen.getByRole('button', { name: 'Publish' })
    fireEvent.focus(textBox())
    expect(latest()).not.toBeNull()
    fireEvent.pointerDown(publish)
    // The complete form arriving now would swap the button between press and release: no click.
    expect(latest()).toBeNull()
    fireEvent.pointerUp(window)
    fireEvent.click(publish)
    await waitFor(() => expect(latest()?.resume.publish).toBe(true))
    expect(latest()?.initial.text).toBe('ready to go')
  })

  it('asks for the complete form at once when it opens focused', () => {
    const { onWake } = renderFirstView(blankInitial(), true)
    expect(onWake).toHaveBeenCalled()
    expect(document.activeElement).toBe(textBox())
  })
})
