import { describe, expect, it } from '@jest/globals';
import { markedParts } from './marked-parts';

describe('the marked parts of a suggestion', () => {
  it('marks every place the typed term appears, in any case', () => {
    expect(markedParts('Mondulkiri Arabica', 'MOND')).toEqual([
      { text: 'Mond', marked: true },
      { text: 'ulkiri Arabica', marked: false },
    ]);
    expect(markedParts('Coffee Cart Coffee', 'coffee')).toEqual([
      { text: 'Coffee', marked: true },
      { text: ' Cart ', marked: false },
      { text: 'Coffee', marked: true },
    ]);
  });

  it('marks Khmer typed in Khmer', () => {
    expect(markedParts('កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី', 'មណ្ឌលគិរី')).toEqual([
      { text: 'កាហ្វេអារ៉ាប៊ីកា', marked: false },
      { text: 'មណ្ឌលគិរី', marked: true },
    ]);
  });

  it('marks nothing when the name shown does not hold the term (a Khmer match named in English)', () => {
    expect(markedParts('Mondulkiri Arabica', 'មណ្ឌល')).toEqual([
      { text: 'Mondulkiri Arabica', marked: false },
    ]);
    expect(markedParts('Mondulkiri', '  ')).toEqual([{ text: 'Mondulkiri', marked: false }]);
  });
});
