/** Messages by id, as in `.docusaurus/codeTranslations.json`. */
export type Messages = Record<string, string>;

export interface SplitMessages {
  /** What every page needs: theme strings and shared components. */
  shell: Messages;
  /** Messages of each page namespace (ids starting with `<namespace>.`). */
  pages: Record<string, Messages>;
}

/** Splits the code translations of one locale into the shell and page namespaces. */
export function splitMessages(all: Messages, namespaces: readonly string[]): SplitMessages {
  const pages: Record<string, Messages> = Object.fromEntries(namespaces.map((ns) => [ns, {}]));
  const shell: Messages = {};
  for (const [id, message] of Object.entries(all)) {
    const ns = namespaces.find((n) => id.startsWith(`${n}.`));
    if (ns) pages[ns]![id] = message;
    else shell[id] = message;
  }
  return {shell, pages};
}

/** Source of the module that adds one namespace's messages to the shared catalogue. */
// RELIANCE page-translations: the catalogue module is one object, read by translate() when it is called.
export function namespaceModule(messages: Messages): string {
  if (Object.keys(messages).length === 0) return 'export {};\n';
  return [
    "import codeTranslations from '@generated/codeTranslations';",
    '',
    `Object.assign(codeTranslations, ${JSON.stringify(messages)});`,
    '',
  ].join('\n');
}
