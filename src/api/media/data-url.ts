/** Thrown for anything that is not `data:type/subtype;base64,data` (spec §8: an internal error). */
export const INVALID_DATA_URL = 'invalid data URL'

export type ParsedDataUrl = { mediaType: string; data: string }

// type/subtype, optional parameters (e.g. charset), then ;base64, and the base64 payload.
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)((?:;[\w.+-]+=[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/

/** Splits a base64 data URL into its media type and payload; throws 'invalid data URL' otherwise. */
export function parseDataUrl(url: string): ParsedDataUrl {
  const match = DATA_URL.exec(url)
  if (!match?.[1] || match[3] === undefined) throw new Error(INVALID_DATA_URL)
  return { mediaType: match[1].toLowerCase(), data: match[3] }
}

/** Reads a file as a data URL (the form the upload call takes its base64 from). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(INVALID_DATA_URL))
    reader.onerror = () => reject(reader.error ?? new Error(INVALID_DATA_URL))
    reader.readAsDataURL(file)
  })
}
