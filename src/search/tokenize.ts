/**
 * One tokenizer for the index and the query, so both always agree.
 * Chinese has no spaces between words: a run of CJK characters becomes its
 * overlapping character pairs (bigrams), which matches any word of two or
 * more characters without a dictionary. Latin text becomes lower-case words;
 * words joined by `.`, `-` or `_` (rbd-gateway, v5.8.1) are kept whole and
 * also split into their parts, and letters followed by digits (jdk17) also
 * into the two.
 */
const PIECES = /[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+(?:[._-][a-z0-9]+)*/g;
const CJK = /^[\u3400-\u9fff\uf900-\ufaff]/;

export function isCjk(token: string): boolean {
  return CJK.test(token);
}

export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [piece] of text.toLowerCase().matchAll(PIECES)) {
    if (isCjk(piece)) {
      tokens.push(...cjkBigrams(piece));
    } else {
      tokens.push(piece);
      const parts = /[._-]/.test(piece) ? piece.split(/[._-]/).filter(Boolean) : [piece];
      if (parts.length > 1) tokens.push(...parts);
      // Letters and digits written together (jdk17, net6, ipv4) also match written apart (JDK 17).
      for (const part of parts) {
        const split = part.match(/^([a-z]{2,})(\d+)$/);
        if (split) tokens.push(split[1], split[2]);
      }
    }
  }
  return tokens;
}

/** The words a reader typed, as they should be highlighted (CJK runs whole). */
export function queryWords(query: string): string[] {
  return Array.from(query.toLowerCase().matchAll(PIECES), (m) => m[0]);
}
