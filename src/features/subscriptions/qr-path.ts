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

/** The QR code of `text` (error correction M): its size and path. The encoder is loaded only when a code is shown. */
export async function qrCodeOf(text: string): Promise<{ size: number; path: string }> {
  const { correction, generate } = await import('lean-qr/nano')
  const code = generate(text, { minCorrectionLevel: correction.M })
  return { size: code.size, path: qrPath(code.size, (row, column) => code.get(column, row)) }
}
