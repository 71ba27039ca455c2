import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PageHeroProps {
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  /** The introduction: one paragraph, or several. */
  lead: ReactNode | readonly ReactNode[];
  /** A quieter line under the introduction (the install pages' privacy note). */
  note?: ReactNode;
  /** Links or buttons under the text, usually Infima `button button--lg`. */
  actions?: ReactNode;
  /** Where the coloured glow of the background sits: top left (start) or top right (end). */
  glow?: 'start' | 'end';
  /** Colour of the glow. */
  tone?: 'primary' | 'success';
  /** Tool pages (the install generators): less padding and a smaller title, so the form starts sooner. */
  compact?: boolean;
}

/**
 * The header of the landing pages (/enterprise_server/, /opensourceApps/, /wechat/, /helm/, /ack/,
 * /cce/, /tke/): eyebrow, title, introduction and calls to action on a softly tinted band. It holds
 * the page's only h1; the home page has a hero of its own.
 */
export default function PageHero({eyebrow, title, lead, note, actions, glow = 'start', tone = 'primary', compact = false}: PageHeroProps): ReactNode {
  const paragraphs: readonly ReactNode[] = Array.isArray(lead) ? lead : [lead];
  return (
    <header className={clsx(styles.hero, compact ? styles.compact : styles.large, glow === 'end' && styles.glowEnd, tone === 'success' && styles.success)}>
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.lead}>
            {paragraph}
          </p>
        ))}
        {note ? <p className={styles.note}>{note}</p> : null}
        {actions ? <ActionRow>{actions}</ActionRow> : null}
      </div>
    </header>
  );
}

/** A row of buttons as the hero shows them; landing pages use it for their closing calls to action too. */
export function ActionRow({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return <div className={clsx(styles.actions, className)}>{children}</div>;
}
