import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { pngFile } from './support/png'
import { publish, tokenOf, unique } from './support/posts'

const newPost = (page: Page) => page.getByRole('form', { name: 'New post' })
const postText = (page: Page) => newPost(page).getByLabel('Post text', { exact: true })

test('a draft typed in one tab appears in a second tab and survives closing both', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const text = unique('Half a thought, with a picture and a poll')
  await signIn(page, username, password)
  const context = page.context()
  const second = await context.newPage()
  await second.goto('/home')
  await expect(second.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  // Typed in the first tab, shown live in the second.
  await postText(page).fill(text)
  await expect(postText(second)).toHaveValue(text)

  // A picture and a poll join the draft; the second tab follows.
  const chooser = page.waitForEvent('filechooser')
  await newPost(page).getByRole('button', { name: 'Add media' }).click()
  await (await chooser).setFiles(pngFile('harbour.png', 24, 16, [150, 190, 230]))
  await newPost(page).getByRole('textbox', { name: 'Description' }).fill('A pale harbour')
  await newPost(page).getByRole('button', { name: 'Add a poll' }).click()
  await newPost(page).getByRole('textbox', { name: 'Option 1', exact: true }).fill('Swim')
  await newPost(page).getByRole('textbox', { name: 'Option 2', exact: true }).fill('Sail')
  await expect(newPost(second).getByRole('textbox', { name: 'Option 2', exact: true })).toHaveValue('Sail')
  await expect(newPost(second).getByRole('textbox', { name: 'Description' })).toHaveValue('A pale harbour')
  await expectNoA11yViolations(second, 'a second tab showing the draft typed in the first')

  // Both tabs closed: a new one opens the whole draft again, the picture without a new upload.
  await second.close({ runBeforeUnload: true })
  await page.close({ runBeforeUnload: true })
  const third = await context.newPage()
  const uploads: string[] = []
  third.on(
    'request',
    (request) => request.method() === 'POST' && request.url().includes('/api/v1/media') && uploads.push(request.url()),
  )
  await third.goto('/home')
  await expect(postText(third)).toHaveValue(text)
  await expect(newPost(third).getByRole('textbox', { name: 'Description' })).toHaveValue('A pale harbour')
  await expect(newPost(third).getByRole('list', { name: 'Attachments' }).locator('img')).toHaveCount(1)
  await expect(newPost(third).getByRole('textbox', { name: 'Option 1', exact: true })).toHaveValue('Swim')
  await expect(newPost(third).getByRole('textbox', { name: 'Option 2', exact: true })).toHaveValue('Sail')
  await expectNoA11yViolations(third, 'home with a restored draft')

  // Published: the draft is gone, here and on the drafts screen.
  await newPost(third).getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(postText(third)).toHaveValue('')
  const posted = third.getByRole('feed').getByRole('article').first()
  await expect(posted).toContainText(text)
  await expect(posted.getByRole('group', { name: 'Poll, choose one' })).toBeVisible()
  expect(uploads).toEqual([])
  await third.reload()
  await expect(postText(third)).toHaveValue('')
  await third.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drafts', exact: true }).click()
  await expect(third.getByText('No drafts')).toBeVisible()
})

test('the drafts screen lists new post and reply drafts, resumes each in place and deletes them', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const bobPost = await publish(instance, await tokenOf(instance, 'bob'), {
    status: unique('Anyone up for a swim at dawn?'),
  })
  const reply = unique('Count me in')
  const note = unique('Shopping list for the weekend')
  await signIn(page, username, password)

  await postText(page).fill(note)
  await page.goto(`/post/${bobPost.id}`)
  const original = page.getByRole('article').filter({ hasText: 'Anyone up for a swim at dawn?' }).first()
  await original.getByRole('button', { name: /^Reply/ }).click()
  const replyForm = page.getByRole('form', { name: 'Reply to @bob' })
  await replyForm.getByLabel('Post text', { exact: true }).fill(`@bob ${reply}`)

  // The sidebar counts them; the screen lists what each is for.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Drafts, 2 drafts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Drafts' })
  const replyDraft = list.getByRole('article', { name: /^Reply to @bob: Anyone up for a swim at dawn\?/ })
  const noteDraft = list.getByRole('article', { name: 'New post' })
  await expect(replyDraft).toContainText(reply)
  await expect(noteDraft).toContainText(note)
  await expectNoA11yViolations(page, 'the drafts screen')

  // A reply draft resumes on its post, with the reply form open.
  await replyDraft.getByRole('link', { name: 'Resume' }).click()
  await expect(page).toHaveURL(new RegExp(`/post/${bobPost.id}\\?reply=1$`))
  await expect(page.getByRole('form', { name: 'Reply to @bob' }).getByLabel('Post text', { exact: true })).toHaveValue(
    `@bob ${reply}`,
  )
  await expectNoA11yViolations(page, 'a post with a resumed reply draft')

  // A new post draft resumes at home.
  await nav.getByRole('link', { name: /^Drafts/ }).click()
  await noteDraft.getByRole('link', { name: 'Resume' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(postText(page)).toHaveValue(note)

  // Deleting asks first.
  await nav.getByRole('link', { name: /^Drafts/ }).click()
  await replyDraft.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this draft?' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page, 'the delete draft dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(replyDraft).toBeVisible()
  await replyDraft.getByRole('button', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(replyDraft).toHaveCount(0)
  await noteDraft.getByRole('button', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No drafts')).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Drafts', exact: true })).toBeVisible()
  await expectNoA11yViolations(page, 'the drafts screen with no drafts')

  await page.goto('/home')
  await expect(postText(page)).toHaveValue('')
})

test('media without a description: a reminder offers to add one before publishing', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const text = unique('A picture I forgot to describe')
  await signIn(page, username, password)
  await postText(page).fill(text)
  const chooser = page.waitForEvent('filechooser')
  await newPost(page).getByRole('button', { name: 'Add media' }).click()
  await (await chooser).setFiles(pngFile('dunes.png', 24, 16, [220, 200, 150]))
  const description = newPost(page).getByRole('textbox', { name: 'Description' })
  await expect(description).toBeVisible()

  const publishButton = newPost(page).getByRole('button', { name: 'Publish', exact: true })
  await publishButton.click()
  const dialog = page.getByRole('dialog', { name: 'Add a description?' })
  await expect(dialog).toContainText('screen readers')
  await expect(dialog.getByRole('button', { name: 'Add description' })).toBeFocused()
  await expectNoA11yViolations(page, 'the media description reminder')

  // "Add description" goes to the empty field; nothing is published.
  await dialog.getByRole('button', { name: 'Add description' }).click()
  await expect(dialog).toBeHidden()
  await expect(description).toBeFocused()
  await expect(postText(page)).toHaveValue(text)

  // "Publish without" publishes as it is.
  await publishButton.click()
  await dialog.getByRole('button', { name: 'Publish without' }).click()
  await expect(postText(page)).toHaveValue('')
  await expect(page.getByRole('feed').getByRole('article').first()).toContainText(text)
})
