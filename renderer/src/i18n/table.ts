/**
 * Messages of the table (prompts, options, places, the log in sentences), English and German.
 * Keys live under `table.`; shared/decisions and shared/narration build them as `Msg` values.
 */
import de from './table-de';
import en from './table-en';

export const table = { en, de } as const;
export default table;
