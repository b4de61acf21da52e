export * from './auth';
export * from './mail';
export * from './rate-limits';
export * from './site';
