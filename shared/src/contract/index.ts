export * from './envelope';
export * from './health';
export * from './localize';
export * from './settings';
