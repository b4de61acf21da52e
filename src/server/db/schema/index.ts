export * from './auth';
export * from './mail';
export * from './payments';
export * from './rate-limits';
export * from './site';
