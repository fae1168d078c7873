/** What the build's plugins read of a bundle entry (a subset of Rolldown's output types). */
export type BundleFile =
  | {
      type: 'chunk'
      fileName: string
      isEntry: boolean
      imports: readonly string[]
      facadeModuleId: string | null
      /** The modules in the chunk, by id. */
      moduleIds: readonly string[]
      viteMetadata?: { importedCss: Set<string> }
    }
  | { type: 'asset'; fileName: string; source?: string | Uint8Array }
