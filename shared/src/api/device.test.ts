import { describe, expect, it } from '@jest/globals';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it('names the browser and the OS with their versions', () => {
    const chromeOnWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(describeDevice(chromeOnWindows, 'Win32')).toEqual({ browser: 'Chrome 131', os: 'Windows 10.0' });
  });

  it('tells an iPhone from a Mac and Edge from Chrome', () => {
    const safariOnIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const edgeOnAndroid =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0 Edg/131';
    expect(describeDevice(safariOnIphone, 'iPhone')).toEqual({ browser: 'Safari 17', os: 'iOS 17.4' });
    expect(describeDevice(edgeOnAndroid, 'Linux armv8l')).toEqual({ browser: 'Edge 131', os: 'Android 14' });
  });

  it('falls back to the platform for an unknown agent', () => {
    expect(describeDevice('curl/8.0', 'Plan9')).toEqual({ browser: 'Browser', os: 'Plan9' });
  });
});
