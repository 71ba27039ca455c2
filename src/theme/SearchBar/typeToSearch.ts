/** Letters and digits start a query, as in DocSearch 3; shortcuts and keys with modifiers do not. */
export function startsQuery(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing && /^[\p{L}\p{N}]$/u.test(event.key);
}
