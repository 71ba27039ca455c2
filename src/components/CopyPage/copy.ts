/**
 * Puts the Markdown at `href` on the clipboard. Loaded on the first click of "Copy page".
 * ClipboardItem with a pending blob keeps the browser's user-activation for the write while the
 * file is fetched (Safari requires it); where it is missing, the text is written once it arrived.
 */
export async function copyMarkdown(href: string): Promise<boolean> {
  const fetchText = async () => {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${response.status} ${href}`);
    return response.text();
  };
  if (!navigator.clipboard) return false;
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      const blob = fetchText().then((text) => new Blob([text], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return true;
    } catch {
      // Falls through: some browsers reject a pending blob; writeText may still work.
    }
  }
  await navigator.clipboard.writeText(await fetchText());
  return true;
}
