import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { type AppError, validation } from '../../application/errors.js';

/**
 * Checks the type and shape of a body, query or form before any use case sees it, so that an
 * object where a string is expected (`{"$ne": null}`) is a 400 and never reaches a query.
 */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): E.Either<AppError, z.infer<S>> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return E.right(result.data);
  return E.left(
    validation(
      result.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.') || 'body';
        return { field, message: describe(field, issue) };
      }),
    ),
  );
};

export const parseInputTE = <S extends z.ZodType>(schema: S, input: unknown): TE.TaskEither<AppError, z.infer<S>> =>
  TE.fromEither(parseInput(schema, input));

const describe = (field: string, issue: z.core.$ZodIssue): string => {
  if (issue.code === 'invalid_type')
    return `${field} must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  return `${field}: ${issue.message}`;
};

/** A text field; absent becomes ''. Anything but a string is refused. */
export const text = () => z.string().max(10_000).default('');
/** A required-by-shape text field (its content rules stay in the domain). */
export const requiredText = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : undefined) }).max(10_000);
/** A 24-hex id. */
export const objectId = () => z.string().regex(/^[0-9a-f]{24}$/i, 'must be a 24-hex id');
/** The `id` of a path (`/delete/:id`) or of a query (`?id=`). */
export const idInput = z.object({ id: objectId() });

/** A call with a checked body or query: what `schema` makes of the input, handed to what the call does. */
export const withInput = <S extends z.ZodType, A>(
  schema: S,
  input: unknown,
  run: (form: z.infer<S>) => TE.TaskEither<AppError, A>,
): TE.TaskEither<AppError, A> => pipe(parseInputTE(schema, input), TE.chain(run));

/** A call about one record: the checked `id` of its path or query, handed to what reads or changes that record. */
export const withId = <A>(
  input: unknown,
  run: (id: string) => TE.TaskEither<AppError, A>,
): TE.TaskEither<AppError, A> => withInput(idInput, input, ({ id }) => run(id));

/** The `:id` of the path and a checked body or query of a call about that record. */
const parseIdAnd = <S extends z.ZodType>(
  schema: S,
  params: unknown,
  input: unknown,
): TE.TaskEither<AppError, { readonly id: string; readonly form: z.infer<S> }> =>
  TE.fromEither(
    pipe(
      parseInput(idInput, params),
      E.chain(({ id }) =>
        pipe(
          parseInput(schema, input),
          E.map((form) => ({ id, form })),
        ),
      ),
    ),
  );

/** The `:id` of the path and the checked body of a call that changes that record. */
export const parseIdAndBody = <S extends z.ZodType>(
  schema: S,
  request: { readonly params: unknown; readonly body: unknown },
) => parseIdAnd(schema, request.params, request.body);

/** The `:id` of the path and the checked query of a read of that record. */
export const parseIdAndQuery = <S extends z.ZodType>(
  schema: S,
  request: { readonly params: unknown; readonly query: unknown },
) => parseIdAnd(schema, request.params, request.query);

/** A list of texts sent as repeated `name[]` form fields or a JSON array; one value becomes a list. */
export const textList = () =>
  z
    .union([z.string(), z.array(z.string().max(1_000)).max(100)])
    .default([])
    .transform((value) => (Array.isArray(value) ? value : value === '' ? [] : [value]));

/** A day of the fair and its hours ("YYYY-MM-DD", "HH:MM" to "HH:MM"); the domain checks them (domain/fair-days.ts). */
export const dayHoursBody = z.strictObject({
  date: z.string().max(10),
  opens: z.string().max(5),
  closes: z.string().max(5),
});
