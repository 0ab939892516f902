import { describe, expect, it } from '@jest/globals';
import { scriptRuns } from './script-runs';

describe('script runs', () => {
  it('splits Khmer from Latin, keeping spaces with the run they sit in', () => {
    expect(scriptRuns('ការបញ្ជាទិញ CP-000042')).toEqual([
      { text: 'ការបញ្ជាទិញ ', khmer: true },
      { text: 'CP-000042', khmer: false },
    ]);
    expect(scriptRuns('ពិន្ទុរង្វាន់ (5)')).toEqual([
      { text: 'ពិន្ទុរង្វាន់ ', khmer: true },
      { text: '(5)', khmer: false },
    ]);
  });

  it('gives English one run and an empty text none', () => {
    expect(scriptRuns('Delivery fee')).toEqual([{ text: 'Delivery fee', khmer: false }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
