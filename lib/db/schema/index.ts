export * from './tenancy';
export * from './auth';
export * from './contacts';
export * from './subscriptions';
export * from './platform';
export * from './events';
export * from './finance';
export * from './booking';
