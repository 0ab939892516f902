import { describe, expect, it } from '@jest/globals';
import { staffMeAnswerSchema } from './admin';

describe('the signed-in staff member', () => {
  it('keeps the areas this build knows and drops one a newer API added, so an older back office still opens', () => {
    const me = staffMeAnswerSchema.parse({
      userId: 3,
      firstName: 'Sophea',
      lastName: 'Lim',
      role: 'admin',
      areas: ['dashboard', 'releases', 'someAreaOfTomorrow'],
    });
    expect(me.areas).toEqual(['dashboard', 'releases']);
  });
});
