export * from './envelope';
export * from './error-codes';
export * from './health';
export * from './identifiers';
export * from './localize';
export * from './setting-keys';
export * from './settings';
