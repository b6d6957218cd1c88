/**
 * Two differences of `preact/compat` (the renderer of the built app, decision 0050) from React that the
 * app meets, mended through Preact's documented `options` hooks. Imported first by main.tsx.
 */
import { options, type VNode } from 'preact'

/** Preact's internal field names are mangled in its published build (its mangle.json). */
interface Internals {
  /** the component of a component vnode (`_component`) */
  __c?: { __P?: unknown } | null
  /** the DOM node of an element vnode (`_dom`) */
  __e?: unknown
}

// 1. An unmounted component never renders again. When a Suspense boundary's last suspension resolves,
//    compat gives every component that suspended under it its parent DOM back and re-renders it,
//    without asking whether it was unmounted meanwhile (home: HomeHeader and ShopFeed suspend on their
//    catalogues and the visitor leaves first); the unmounted HomeHeader then rendered with a null
//    context and threw (decision 0049; compare preactjs/preact#4999). Its parent DOM (`__P`, which the
//    render queue checks before rendering) reads null and ignores writes from the moment it unmounts.
const detached: PropertyDescriptor = { get: () => null, set: () => {}, configurable: true }
const unmount = options.unmount
options.unmount = (vnode: VNode) => {
  const component = (vnode as unknown as Internals).__c
  if (component) Object.defineProperty(component, '__P', detached)
  unmount?.(vnode)
}

// 2. React focuses an `autoFocus` element when it is inserted; Preact only sets the attribute, which
//    a browser honours once per document: the search field and the payment password fields focus
//    themselves once, when first drawn. `diffed` runs before a new subtree is attached to the page, so
//    the focus waits for the end of the (synchronous) render: a microtask.
const focused = new WeakSet<HTMLElement>()
const diffed = options.diffed
options.diffed = (vnode: VNode) => {
  const element = (vnode as unknown as Internals).__e
  if (
    typeof vnode.type === 'string' &&
    (vnode.props as { autoFocus?: boolean }).autoFocus &&
    element instanceof HTMLElement &&
    !focused.has(element)
  ) {
    focused.add(element)
    queueMicrotask(() => element.focus())
  }
  diffed?.(vnode)
}
