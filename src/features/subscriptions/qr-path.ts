/** An SVG path of the dark modules of a QR matrix, one unit per module (no inline styles needed). */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean): string {
  let d = ''
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (isDark(row, column)) d += `M${column} ${row}h1v1h-1z`
    }
  }
  return d
}

/** The QR code of `text`: its size and path. The encoder is loaded only when a code is shown. */
export async function qrCodeOf(text: string): Promise<{ size: number; path: string }> {
  // The encoder alone: the package's entry also brings its canvas and SVG renderers.
  const { create } = await import('qrcode/lib/core/qrcode.js')
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  return { size: modules.size, path: qrPath(modules.size, (row, column) => Boolean(modules.get(row, column))) }
}
