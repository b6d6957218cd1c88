/**
 * A ref callback that focuses its element when it mounts: what `autoFocus` does in React. The app
 * renders with Preact (decision 0045), which only sets the `autofocus` attribute, and browsers honour
 * that attribute once per document, so a page opened later in the app would not get the focus.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus()
}
