/**
 * Acting on a post card the way a person does: an action is either a button on the card or an
 * item of the card's menu.
 */
import { expect, type Locator } from '@playwright/test'

/** Clicks the action `name`: a button on the card, or else an item of its "More" menu. */
export async function postAction(card: Locator, name: string): Promise<void> {
  const button = card.getByRole('button', { name, exact: true })
  if ((await button.count()) > 0) {
    await button.first().click()
    return
  }
  await card.getByRole('button', { name: /^More/ }).first().click()
  const item = card.page().getByRole('menuitem', { name, exact: true })
  await expect(item).toBeVisible()
  await item.click()
}
