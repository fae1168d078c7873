/**
 * A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
 * build, so the demo instance (and any server that looks for them) sends them compressed without
 * compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/
const MIN_BYTES = 1024

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'parley:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!TEXT.test(file)) continue
        const data = readFileSync(file)
        if (data.length < MIN_BYTES) continue
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      }
    },
  }
}
