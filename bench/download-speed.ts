import { request } from 'undici';

export interface Download {
  readonly bytes: number;
  readonly seconds: number;
  readonly status: number;
}

/** Fetches the URL and reads its whole body, counting bytes (the body is not kept). */
export const download = async (url: string, headers: Readonly<Record<string, string>> = {}): Promise<Download> => {
  const started = performance.now();
  const response = await request(url, { headers: { ...headers } });
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Buffer).length;
  return { bytes, seconds: (performance.now() - started) / 1000, status: response.statusCode };
};
