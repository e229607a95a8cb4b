import type { z } from 'zod';

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * What a presenter returns: its schema's type, read-only so that the domain's read-only lists go
 * out as they are. The schema is the one the OpenAPI document shows (adapters/http/openapi.ts).
 */
export type Presented<S extends z.ZodType> = DeepReadonly<z.infer<S>>;
