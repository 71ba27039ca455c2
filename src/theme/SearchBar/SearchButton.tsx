// Replaces DocSearchButton of @docsearch/react 4.7.0 (src/DocSearchButton.tsx).
// Why: label in name (WCAG 2.5.3). Upstream names the button "Search (Control+k)"
// while it shows "Search", "Ctrl" and "K" in three elements with nothing between
// them; a speech-input user says what they see, and axe-core's experimental rule
// (label-content-name-mismatch) reads the text as "SearchCtrlK", which no spoken
// name can contain. Here the parts are separated by spaces in the markup (not
// rendered: flex layout drops them) and the name is the visible text itself.
// Same classes and structure, so DocSearch's styles apply unchanged; the pressed
// look of the keys while a visitor holds them is left out.
import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';
import clsx from 'clsx';

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'aria-label'> & {buttonText: string};

/** Upstream's test: Apple platforms show ⌘, the others Ctrl. */
const isApple = () => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({buttonText, className, ...props}, ref) {
  // The key hint depends on the platform, known in the browser only (as upstream).
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(isApple()), []);
  const modifier = apple ? '⌘' : 'Ctrl';
  return (
    <button
      type="button"
      className={clsx('DocSearch DocSearch-Button', className)}
      aria-label={apple === null ? buttonText : `${buttonText} ${modifier} K`}
      aria-keyshortcuts={apple === null ? undefined : apple ? 'Meta+k' : 'Control+k'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <kbd className={clsx('DocSearch-Button-Key', !apple && 'DocSearch-Button-Key--ctrl')}>{modifier}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
