import {hideDeniedLocalStorage} from '../../src/theme/SearchBar/deniedStorage';

describe('hideDeniedLocalStorage', () => {
  it('replaces a localStorage getter that throws by undefined', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    hideDeniedLocalStorage(win);
    expect(() => win.localStorage).not.toThrow();
    expect(win.localStorage).toBeUndefined();
    expect('localStorage' in win).toBe(true);
  });

  it('leaves working storage alone', () => {
    const storage = {getItem: () => null} as unknown as Storage;
    const win = {localStorage: storage} as Window;
    hideDeniedLocalStorage(win);
    expect(win.localStorage).toBe(storage);
  });

  it('gives up quietly when the property cannot be redefined', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'localStorage', {
      configurable: false,
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => hideDeniedLocalStorage(win)).not.toThrow();
  });
});
