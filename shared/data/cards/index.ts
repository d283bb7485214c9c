export * from './effects';
export * from './news';
export * from './companions';
export * from './decks';
