// The back office's contracts: one file per area (schemas, endpoints and messages together).
export * from './orders';
export * from './customers';
export * from './dashboard';
export * from './products';
export * from './hero-images';
export * from './settings';
export * from './mail';
