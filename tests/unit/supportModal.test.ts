import {
  SUPPORT_MODAL_DELAY_MS,
  announceSupportModal,
  decideSupportModal,
  homePaths,
  subscribeSupportModal,
} from '../../src/clientModules/supportModalCore';

describe('support modal timing (spec §2.7, §9)', () => {
  const homes = homePaths('/', ['zh', 'en'], 'zh');

  it('waits 180 000 ms', () => {
    expect(SUPPORT_MODAL_DELAY_MS).toBe(180000);
  });

  it('knows the home page of each locale', () => {
    expect(homes).toEqual(['/', '/en/']);
    expect(homePaths('/site/', ['zh', 'en'], 'zh')).toEqual(['/site/', '/site/en/']);
  });

  it('schedules the modal when the first page of the session is not a home page', () => {
    expect(decideSupportModal('/docs/', homes, null)).toBe('schedule');
    expect(decideSupportModal('/en/blog/apollo', homes, null)).toBe('schedule');
  });

  it('never shows it when the session starts on a home page', () => {
    for (const path of ['/', '/en/', '/en', '/index.html', '/en/index.html']) {
      expect(decideSupportModal(path, homes, null)).toBe('skip');
    }
  });

  it('never shows it again once the session has its marker', () => {
    expect(decideSupportModal('/docs/', homes, '1732250000000')).toBe('skip');
    expect(decideSupportModal('/docs/', homes, 'home')).toBe('skip');
  });

  it('tells subscribers, including late ones, that the modal is due', () => {
    const early = jest.fn();
    const unsubscribe = subscribeSupportModal(early);
    expect(early).not.toHaveBeenCalled();
    announceSupportModal();
    expect(early).toHaveBeenCalledTimes(1);
    unsubscribe();
    const late = jest.fn();
    subscribeSupportModal(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
