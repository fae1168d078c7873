/**
 * The demo instance for the journeys and the bench, bundled into plain JavaScript once per run:
 * a child process then starts without transforming about 150 TypeScript modules through tsx's
 * loader (about 1.2 s of each of 200+ starts). The same sources and packages, bundled by esbuild
 * (only the native SQLite binding stays in node_modules). The contract validator is bundled beside
 * it, where server/http/contract.ts looks for it, so validation stays on, with its schemas compiled
 * once here rather than in each instance (about 0.6 s of CPU per journey).
 */
import { buildSync, type BuildOptions } from 'esbuild'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writePrecompiledValidators } from '../../server/contract/precompile'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** Where the bundle goes: out of the source tree, thrown away with node_modules. */
export const serverBundleDir = join(repoRoot, 'node_modules', '.cache', 'parley-server')

/** The bundled entry points, by the source file they stand for. */
export const bundled = {
  'server/main.ts': join(serverBundleDir, 'bin', 'main.mjs'),
  'server/cli.ts': join(serverBundleDir, 'bin', 'cli.mjs'),
} as const

/** Bundles the server's entry points and the contract validator, and precompiles its schemas. */
export function bundleServer(): void {
  mkdirSync(serverBundleDir, { recursive: true })
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too: Node then resolves and reads one file instead of several hundred,
    // about 400 ms of each start. better-sqlite3 loads a native addon and stays in node_modules.
    external: ['better-sqlite3'],
    // Bundled CommonJS packages call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as parleyCreateRequire } from 'node:module'; const require = parleyCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
    absWorkingDir: repoRoot,
  }
  buildSync({
    ...common,
    entryPoints: { main: 'server/main.ts', cli: 'server/cli.ts' },
    outdir: join(serverBundleDir, 'bin'),
    outExtension: { '.js': '.mjs' },
  })
  buildSync({
    ...common,
    entryPoints: { validate: 'server/contract/validate.ts' },
    outdir: join(serverBundleDir, 'contract'),
    outExtension: { '.js': '.mjs' },
  })
  writePrecompiledValidators(join(serverBundleDir, 'contract', 'validators.mjs'))
}

/** Node's arguments to run one of the server's scripts: the bundle when it has been built, else through tsx. */
export function serverArgs(script: keyof typeof bundled): string[] {
  const bundle = bundled[script]
  return process.env.PARLEY_SERVER_BUNDLE === '1' && existsSync(bundle)
    ? [bundle]
    : // node --import tsx skips the tsx CLI wrapper process: faster start, one pid to kill.
      ['--import', 'tsx', join(repoRoot, script)]
}
