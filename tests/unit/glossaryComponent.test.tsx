/** @jest-environment jsdom */
import React, {act, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {glossary} from '../../src/data/glossary';

// The Glossary page component renders every term of src/data/glossary.ts in
// the current locale, with an anchor per term registered for the broken-anchor check.

let locale = 'zh';
const anchors: string[] = [];
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({i18n: {currentLocale: locale}})}), {virtual: true});
jest.mock('@docusaurus/useBrokenLinks', () => ({__esModule: true, default: () => ({collectAnchor: (id: string) => anchors.push(id)})}), {virtual: true});
jest.mock('../../src/components/Glossary/styles.module.css', () => ({__esModule: true, default: new Proxy({}, {get: (_, key) => String(key)})}));
jest.mock('@docusaurus/Translate', () => ({__esModule: true, default: ({children}: {children: ReactNode}) => children}), {virtual: true});

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

async function render(): Promise<HTMLElement> {
  const {default: Glossary} = await import('../../src/components/Glossary');
  const container = document.createElement('div');
  act(() => createRoot(container).render(<Glossary />));
  return container;
}

describe('Glossary component', () => {
  it.each(['zh', 'en'] as const)('lists every term with its anchor and definition (%s)', async (current) => {
    locale = current;
    anchors.length = 0;
    const container = await render();
    const terms = container.querySelectorAll('dt');
    expect(terms).toHaveLength(glossary.length);
    for (const entry of glossary) {
      const dt = container.querySelector(`dt#${entry.id}`);
      expect(dt?.textContent).toContain(entry[current].term);
      expect(dt?.nextElementSibling?.textContent).toContain(entry[current].definition);
    }
    expect(anchors.sort()).toEqual(glossary.map((t) => t.id).sort());
  });
});
