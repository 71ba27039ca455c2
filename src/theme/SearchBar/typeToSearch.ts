const BUTTON = 'DocSearch-Button';
const INPUT = '.DocSearch-Input';

/** Letters and digits start a query, as DocSearch 3 did; shortcuts and keys with modifiers do not. */
export function startsQuery(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing && /^[\p{L}\p{N}]$/u.test(event.key);
}

function fillWhenReady(doc: Document, text: string, deadline: number): void {
  const input = doc.querySelector<HTMLInputElement>(INPUT);
  if (!input) {
    if (Date.now() < deadline) doc.defaultView?.requestAnimationFrame(() => fillWhenReady(doc, text, deadline));
    return;
  }
  // The input is controlled by React: set the value the way typing would.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Listens on `doc`; returns the function that stops listening. */
export function typeToSearch(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const active = doc.activeElement;
    if (!(active instanceof HTMLElement) || !active.classList.contains(BUTTON) || !startsQuery(event)) return;
    event.preventDefault();
    active.click();
    fillWhenReady(doc, event.key, Date.now() + 3000);
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
