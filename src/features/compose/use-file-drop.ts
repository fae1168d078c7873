import { useState, type ClipboardEvent, type DragEvent } from 'react'
import { leavesElement } from '@/ui/leaves-element'

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/** Files dropped on the composer or pasted into its text box go to `onFiles`; `dragging` lights the drop zone. */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false)
  return {
    dragging,
    onPaste: (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? [])
      if (files.length === 0) return
      event.preventDefault()
      onFiles(files)
    },
    dropZone: {
      onDragOver: (event: DragEvent) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setDragging(true)
      },
      onDragLeave: (event: DragEvent) => {
        if (leavesElement(event)) setDragging(false)
      },
      onDrop: (event: DragEvent) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        setDragging(false)
        onFiles(Array.from(event.dataTransfer.files))
      },
    },
  }
}
