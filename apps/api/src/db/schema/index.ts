export * from './users';
export * from './catalog';
export * from './shopping';
export * from './orders';
export * from './settings';
export * from './mail';
