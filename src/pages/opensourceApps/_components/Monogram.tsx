import React, {type ReactNode} from 'react';
import styles from './AppCard.module.css';

/** Up to two letters: initials of the words in the name, or its first two characters. */
export function initials(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter(Boolean);
  if (words.length >= 2) {
    return (words[0][0] + words[1][0]).toUpperCase();
  }
  const word = words[0] ?? name;
  return word.slice(0, 2);
}

/**
 * Hue derived from the name so a given app always gets the same colour.
 * Saturation and lightness are fixed so that white text keeps a contrast
 * ratio above 4.5:1 on every hue.
 */
export function monogramColor(name: string): string {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return `hsl(${hash % 360} 55% 30%)`;
}

interface Props {
  name: string;
}

/** Decorative badge: the app name is always printed next to it. */
export default function Monogram({name}: Props): ReactNode {
  return (
    <span className={styles.monogram} style={{backgroundColor: monogramColor(name)}} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
