import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnreachable } from './database-errors';

const failure = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields);

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a refusal on every address', new AggregateError([failure('refused', { code: 'ECONNREFUSED' })])],
    [
      'a server shutting down',
      failure('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['a server starting up', failure('the database system is starting up', { code: '57P03' })],
    ['too many connections', failure('sorry, too many clients already', { code: '53300' })],
    ['a connection exception', failure('connection failure', { code: '08006' })],
    ['a dropped connection', failure('Connection terminated unexpectedly')],
    ['a full pool', failure('timeout exceeded when trying to connect')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failure('duplicate key', { code: '23505' })],
    ['a serialization failure', failure('could not serialize', { code: '40001' })],
    ['a programming error', new TypeError('undefined is not a function')],
    ['an HTTP error from a library', failure('connection error', { statusCode: 400 })],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
