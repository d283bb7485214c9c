export * from './hex';
export * from './keys';
