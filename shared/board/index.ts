export * from './pieces';
export * from './placement';
export * from './graph';
export * from './routes';
export * from './carriage';
