const known = new Map<string, Promise<Set<string>>>();

/** "METHOD /path" of every route the portal describes in its OpenAPI document. */
function endpointsOf(url: string): Promise<Set<string>> {
  let endpoints = known.get(url);
  if (!endpoints) {
    endpoints = fetch(`${url}/rest/api/v1/openapi.json`)
      .then((response) => response.json() as Promise<{ paths: Record<string, Record<string, unknown>> }>)
      .then(
        (document) =>
          new Set(
            Object.entries(document.paths).flatMap(([path, methods]) =>
              Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\/$/, '') || '/'}`),
            ),
          ),
      );
    known.set(url, endpoints);
  }
  return endpoints;
}

/**
 * Skips the running test, saying why, while the server lacks an endpoint the journey needs
 * ("POST /company/create", "DELETE /company/delete/{id}").
 */
export async function needEndpoints(test: Mocha.Context, url: string, wanted: readonly string[]): Promise<void> {
  const endpoints = await endpointsOf(url);
  const missing = wanted.filter((endpoint) => !endpoints.has(endpoint.replace(/\/$/, '')));
  if (missing.length > 0) {
    console.log(`      skipped: the server does not answer ${missing.join(', ')} yet`);
    test.skip();
  }
}
