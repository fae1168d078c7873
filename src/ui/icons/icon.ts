/**
 * Parley's own icon set: 24×24 stroked paths, drawn for this project, one module per icon in this
 * folder, so that each chunk holds only the icons its screens draw.
 */

/** An icon's path data (SVG `d`, 24×24). */
export type IconPath = string & { readonly __icon: true }

export const icon = (d: string) => d as IconPath
