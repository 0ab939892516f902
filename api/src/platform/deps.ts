import type { Db } from '../db/schema';
import type { Clock } from './clock';
import type { Config } from './config';

/** What every module plugin receives as its options. */
export type AppDeps = { db: Db; config: Config; clock: Clock };
