/** @jest-environment jsdom */
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
// The loader Docusaurus shows while a page's code loads (spec §8 "page load failure").
import Loading from '@docusaurus/core/lib/client/theme-fallback/Loading/index.js';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  act(() => createRoot(container).render(element));
  return container;
}

describe('page loader (spec §8)', () => {
  it('shows the error message in a red box with a Retry button', () => {
    const retry = jest.fn();
    const container = render(<Loading error={new Error('Loading chunk 42 failed.')} retry={retry} pastDelay timedOut={false} isLoading={false} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.backgroundColor).toBe('rgb(250, 56, 62)');
    expect(box.textContent).toContain('Error: Loading chunk 42 failed.');
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Retry');
    act(() => button.click());
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner only after the delay', () => {
    const props = {error: null, retry: jest.fn(), timedOut: false, isLoading: true};
    expect(render(<Loading {...props} pastDelay={false} />).innerHTML).toBe('');
    expect(render(<Loading {...props} pastDelay />).querySelector('svg#loader')).not.toBeNull();
  });
});
