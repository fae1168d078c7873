/**
 * Budget check for `npm test` (issue 8): the JS + CSS (gzip -9) a browser downloads for the
 * landing page as a guest and for home as a member, and the whole app (every JS and CSS file of
 * the build, locale catalogues and emoji data left out), each within its budget; and the first
 * screens' chunks start with V8's compile hint (vite.config.ts, compileHintsPlugin); and React DOM
 * 19, not another renderer, is what the build runs.
 *
 *   node --import tsx bench/budget.ts [--check] [--verbose]
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir, startInstance } from '../e2e/support/instance'
import { ensureClientBuilt } from '../e2e/support/build'
import {
  MITRA_FIRST_SCREEN_KB,
  SCREENS,
  kb,
  launchBrowser,
  memberToken,
  openScreen,
  wholeApp,
  KB,
  type Measured,
} from './first-screen'

export { BUDGETS_KB, WHOLE_APP_BUDGET_KB } from './budget-limits'
import { BUDGETS_KB, WHOLE_APP_BUDGET_KB } from './budget-limits'

const check = process.argv.includes('--check')
const verbose = process.argv.includes('--verbose')

ensureClientBuilt()
const instance = await startInstance({ seed: 'demo' })
const browser = await launchBrowser()
let failed = false
try {
  let token: string | undefined
  console.log('First screen, JS + CSS downloaded (gzip -9, 1 KB = 1000 bytes):')
  for (const screen of SCREENS) {
    const budget = BUDGETS_KB[screen.name]
    let measured: Measured
    try {
      if (screen.member) token ??= await memberToken(instance)
      measured = await openScreen(browser, instance, screen, token)
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]
      console.log(`  ${screen.name.padEnd(16)} could not be measured: ${message}`)
      if (budget !== undefined) failed = true
      continue
    }
    const over = budget !== undefined && measured.total > budget * KB
    if (over) failed = true
    const verdict = budget === undefined ? '(no budget yet)' : `budget ${budget} KB ${over ? 'EXCEEDED' : 'ok'}`
    const ratio = (measured.total / KB / MITRA_FIRST_SCREEN_KB).toFixed(2)
    console.log(
      `  ${screen.name.padEnd(16)} ${kb(measured.total).padStart(6)} KB  (${measured.total} B: js ${kb(measured.js)}, css ${kb(measured.css)}; ${ratio}× Mitra's ${MITRA_FIRST_SCREEN_KB})  ${verdict}`,
    )
    if (verbose || over) {
      for (const asset of measured.assets)
        console.log(`      ${kb(asset.gzip).padStart(6)} KB  ${new URL(asset.url).pathname}`)
      for (const asset of measured.later)
        console.log(
          `      ${kb(asset.gzip).padStart(6)} KB  ${new URL(asset.url).pathname} (after the first screen, not counted)`,
        )
    }
  }
  const app = wholeApp()
  const appOver = app.total > WHOLE_APP_BUDGET_KB * KB
  if (appOver) failed = true
  console.log(
    `  ${'whole app'.padEnd(16)} ${kb(app.total).padStart(6)} KB  (js ${kb(app.js)}, css ${kb(app.css)}, ${app.files} files; catalogues and emoji data apart: ${kb(app.catalogues)} KB)  budget ${WHOLE_APP_BUDGET_KB} KB ${appOver ? 'EXCEEDED' : 'ok'}`,
  )
  const hint = '//# allFunctionsCalledOnLoad\n'
  const firstScreens = readdirSync(join(clientDir, 'assets')).filter((name) =>
    /^(core|member|profile)-[\w-]{7}\.js$/.test(name),
  )
  const unhinted = firstScreens.filter(
    (name) => !readFileSync(join(clientDir, 'assets', name), 'utf8').startsWith(hint),
  )
  if (firstScreens.length < 3 || unhinted.length) failed = true
  console.log(
    `  compile hint     ${firstScreens.length - unhinted.length} of ${firstScreens.length} first-screen chunks${unhinted.length ? `; missing in ${unhinted.join(', ')}` : ''}${firstScreens.length < 3 ? ' (expected core, member, profile)' : ''}`,
  )
  // React renders the build (scripts/renderer.test.ts checks the sources and the config).
  const entry = readdirSync(join(clientDir, 'assets')).find((name) => /^core-[\w-]{7}\.js$/.test(name))
  const entryCode = entry ? readFileSync(join(clientDir, 'assets', entry), 'utf8') : ''
  const reactDom = /rendererPackageName:`react-dom`,[^}]*reconcilerVersion:`(19\.[\d.]+)`/.exec(entryCode)?.[1]
  const preact = readdirSync(join(clientDir, 'assets')).filter(
    (name) => name.endsWith('.js') && /preact/i.test(readFileSync(join(clientDir, 'assets', name), 'utf8')),
  )
  if (!reactDom || preact.length > 0) failed = true
  console.log(
    `  renderer         ${reactDom ? `React DOM ${reactDom} in ${entry}` : 'React DOM NOT FOUND in the entry chunk'}${preact.length ? `; "preact" found in ${preact.join(', ')}` : ''}`,
  )
} finally {
  await browser.close()
  await instance.dispose()
}
if (check && failed) process.exitCode = 1
