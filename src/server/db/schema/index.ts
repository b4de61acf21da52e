export * from './auth';
export * from './mail';
export * from './payments';
export * from './profile';
export * from './questionnaire';
export * from './rate-limits';
export * from './site';
