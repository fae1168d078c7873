import { describe, expect, it } from 'vitest'
import { attachmentName, fileNameOf, isMachineName } from './attachment-name'

const HASH = 'e4184621278f74707ca500b09cdb43aaf1284439e8c0a9b1d2e3f4a5b6c7d8e9'

describe('attachmentName', () => {
  it('names a file by its description first', () => {
    expect(attachmentName(`https://social.example/media/${HASH}.pdf`, '  Library Zine No. 4 ')).toEqual({
      name: 'Library Zine No. 4',
      fileName: null,
      type: 'PDF',
    })
    expect(attachmentName('https://social.example/files/zine-no-4.pdf', 'The zine')).toEqual({
      name: 'The zine',
      fileName: 'zine-no-4.pdf',
      type: 'PDF',
    })
  })

  it('uses a readable file name when there is no description', () => {
    expect(attachmentName('https://remote.example/files/Library%20Zine%20No.%204.pdf', null)).toEqual({
      name: 'Library Zine No. 4.pdf',
      fileName: null,
      type: 'PDF',
    })
    expect(attachmentName('https://remote.example/files/notes.txt', '   ')).toEqual({
      name: 'notes.txt',
      fileName: null,
      type: 'TXT',
    })
  })

  it("never names a file by Mitra's content hash or another machine name; the type stays", () => {
    expect(attachmentName(`https://social.example/media/${HASH}.pdf`, null)).toEqual({
      name: null,
      fileName: null,
      type: 'PDF',
    })
    expect(attachmentName('https://m.example/f/3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b.epub', null)).toEqual({
      name: null,
      fileName: null,
      type: 'EPUB',
    })
    expect(attachmentName(`https://social.example/media/${HASH}`, null)).toEqual({
      name: null,
      fileName: null,
      type: null,
    })
    expect(attachmentName('https://social.example/', null)).toEqual({ name: null, fileName: null, type: null })
  })
})

describe('isMachineName', () => {
  it('tells hashes, UUIDs and random tokens from names people gave', () => {
    expect(isMachineName(HASH)).toBe(true)
    expect(isMachineName('3f2b8c1e9a4d4e5f8b6a1c2d3e4f5a6b')).toBe(true)
    expect(isMachineName('aB3dE5gH7jK9mN1pQ3sT5vX7')).toBe(true)
    expect(isMachineName('zine')).toBe(false)
    expect(isMachineName('library-zine-2024')).toBe(false)
    expect(isMachineName('IMG_20240501_101010')).toBe(false)
    expect(isMachineName('cafe')).toBe(false)
  })
})

describe('fileNameOf', () => {
  it('is the decoded last part of the path, without query or fragment', () => {
    expect(fileNameOf('https://x.example/a/b/My%20file.pdf?download=1#p2')).toBe('My file.pdf')
    expect(fileNameOf('/media/only.png')).toBe('only.png')
    expect(fileNameOf('https://x.example/')).toBe('')
  })
})
