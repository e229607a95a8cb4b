import { type Answer, call, type Query, saveDownload, toFormData } from './client.js';
import type { BodyOf, DataOf, FormFieldsOf, Method, OperationAt, ParamsOf, PathsWith } from './contract.js';

/**
 * The API client, typed by path from the generated contract (openapi-fetch style):
 * `api.GET('/interview/all-com')` answers that operation's data, `api.POST(path, { body })` takes
 * its JSON body, `{ form }` its multipart fields, and `params.path` / `params.query` its parameters.
 * Every call goes through client.ts (token, timeout, challenge, 401, offline refusal, envelope check).
 */

/** Whether every property of T may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type Params<O> =
  AllOptional<ParamsOf<O>> extends true ? { readonly params?: ParamsOf<O> } : { readonly params: ParamsOf<O> };

type Payload<O> = [BodyOf<O>] extends [never]
  ? [FormFieldsOf<O>] extends [never]
    ? unknown
    : { readonly form: FormFieldsOf<O> }
  : { readonly body: BodyOf<O> };

/** What a call takes besides its path; `anonymous` sends a public call (sign-in, sign-up) without the token. */
export type CallInit<O> = Params<O> & Payload<O> & { readonly anonymous?: boolean };

/** The init argument, optional when nothing in it is required. */
type InitArgs<O> = AllOptional<CallInit<O>> extends true ? [init?: CallInit<O>] : [init: CallInit<O>];

type Answered<P extends PathsWith<M>, M extends Method> = Promise<Answer<DataOf<OperationAt<P, M>>>>;

interface LooseInit {
  readonly params?: { readonly path?: Readonly<Record<string, string>>; readonly query?: Query };
  readonly body?: unknown;
  readonly form?: Parameters<typeof toFormData>[0];
  readonly anonymous?: boolean;
}

/** The path with its `{name}` parameters filled in, each encoded. */
export function filledPath(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, init: LooseInit = {}): Promise<Answer<T>> {
  return call<T>({
    method,
    path: filledPath(path, init.params?.path),
    query: init.params?.query,
    json: init.body,
    form: init.form ? toFormData(init.form) : undefined,
    anonymous: init.anonymous,
  });
}

export const api = {
  GET<P extends PathsWith<'get'>>(path: P, ...[init]: InitArgs<OperationAt<P, 'get'>>): Answered<P, 'get'> {
    return request('GET', path, init as LooseInit | undefined);
  },
  POST<P extends PathsWith<'post'>>(path: P, ...[init]: InitArgs<OperationAt<P, 'post'>>): Answered<P, 'post'> {
    return request('POST', path, init as LooseInit | undefined);
  },
  DELETE<P extends PathsWith<'delete'>>(path: P, ...[init]: InitArgs<OperationAt<P, 'delete'>>): Answered<P, 'delete'> {
    return request('DELETE', path, init as LooseInit | undefined);
  },
  /** A GET answered with a file, saved under the name the server gives, else `fallbackName`; answers the name. */
  download<P extends PathsWith<'get'>>(
    path: P,
    fallbackName: string,
    ...[init]: InitArgs<OperationAt<P, 'get'>>
  ): Promise<string> {
    const loose = init as LooseInit | undefined;
    return saveDownload(filledPath(path, loose?.params?.path), fallbackName, loose?.params?.query);
  },
};
