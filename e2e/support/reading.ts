/** Helpers for the journeys about where home opens and stays: the reading position. */
import type { Page } from '@playwright/test'

/**
 * The first post that starts below the sticky header (above it, at most a sliver of the newer one
 * shows behind the Jump to newest button): its permalink, its place in the feed, and how far below
 * the header its top is. A post is told apart by its permalink (the link around its time).
 */
export function firstVisiblePost(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const posts = [...document.querySelectorAll('[role="feed"] article[aria-posinset]')]
    const post = posts.find((p) => p.getBoundingClientRect().top >= header - 1)
    return {
      link: post?.querySelector('a:has(time)')?.getAttribute('href'),
      position: Number(post?.getAttribute('aria-posinset')),
      belowHeader: (post?.getBoundingClientRect().top ?? 0) - header,
    }
  })
}

/** Waits for the home marker to be saved (Mitra's `POST /api/v1/markers`). */
export function markerSaved(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/v1/markers') && r.request().method() === 'POST' && r.ok())
}
