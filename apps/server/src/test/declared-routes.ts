import type { FastifyInstance } from 'fastify';

export interface DeclaredRoute {
  method: string;
  path: string;
  params: string[];
  fields: string[];
}

/** Every route in the OpenAPI document, with the names its body and query declare. */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>>;
  };
  const routes: DeclaredRoute[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const schema = (
        operation.requestBody as {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        }
      )?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        fields: [
          ...Object.keys(schema?.properties ?? {}),
          ...(operation.parameters ?? []).map((p) => p.name),
        ],
      });
    }
  }
  return routes;
}
