/**
 * happy-dom differs from browsers in two ways that break DOMPurify (which browsers and jsdom run
 * correctly): Node.prototype.nodeName returns '' instead of dispatching to the element, and its
 * NodeIterator loses its place when the current node is removed. Both are patched here, following
 * the DOM standard, before DOMPurify is loaded (vitest.setup.ts, for every happy-dom test); the
 * client itself needs no shim.
 */
export function patchHappyDomForDomPurify(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (
        let p = Object.getPrototypeOf(this) as object | null;
        p && p !== Node.prototype;
        p = Object.getPrototypeOf(p) as object | null
      ) {
        const own = Object.getOwnPropertyDescriptor(p, 'nodeName')?.get
        if (own) return own.call(this) as string
      }
      return base.call(this) as string
    },
  })
  const within = (root: Node, node: Node | null): node is Node =>
    node !== null && (node === root || root.contains(node))
  const following = (root: Node, node: Node): Node | null => {
    if (node.firstChild) return node.firstChild
    for (let n: Node | null = node; n && n !== root; n = n.parentNode) if (n.nextSibling) return n.nextSibling
    return null
  }
  const preceding = (root: Node, node: Node): Node => {
    let prev = node.previousSibling
    if (!prev) return node.parentNode ?? root
    while (prev.lastChild) prev = prev.lastChild
    return prev
  }
  const shows = (whatToShow: number, node: Node) => (whatToShow & (1 << (node.nodeType - 1))) !== 0
  let owner = Object.getPrototypeOf(document) as Document
  while (!Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator'))
    owner = Object.getPrototypeOf(owner) as Document
  owner.createNodeIterator = function (root: Node, whatToShow = 0xffffffff) {
    let reference: Node | null = null
    let before = root
    return {
      nextNode(): Node | null {
        // The reference was removed: continue from the node that preceded it, as the standard says.
        let node: Node | null =
          reference === null ? root : within(root, reference) ? following(root, reference) : following(root, before)
        while (node && !shows(whatToShow, node)) node = following(root, node)
        if (node) {
          reference = node
          before = preceding(root, node)
        }
        return node
      },
    } as NodeIterator
  }
}
