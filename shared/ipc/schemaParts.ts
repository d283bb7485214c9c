/**
 * Parts the contract's schemas share that are not themselves part of its public API (the
 * contract re-exports the payload files, not this one): an empty request, an empty answer, and
 * the listed actions' loosely typed schema.
 */
import { z } from 'zod';
import { ActionSchema, type ActionPayload } from './actionSchemas';

/** A request with no fields, and an answer with none. */
export const Empty = z.object({}).strict();
export const Void = z.null();

/** The listed legal actions: validated by ActionSchema, typed loosely for the renderer. */
export const ListedActionSchema = ActionSchema as unknown as z.ZodType<ActionPayload>;
