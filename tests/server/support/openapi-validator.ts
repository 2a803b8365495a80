import Ajv2020 from 'ajv/dist/2020';
import { retargetRefs } from '../../../server/openapi/json-schemas';
import type { OpenApiDocument } from '../../../server/openapi/openapi-document';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema?: Json }> }> } & Json;

const COMPONENTS_ID = 'https://openapi.test/components';

/** The document's `#/components/schemas/X` as ajv can follow them from a schema compiled on its own. */
const retarget = (value: unknown) => retargetRefs(value, '#/components/schemas/', `${COMPONENTS_ID}#/$defs/`);

/** A Hono route path (`/api/meal/:id/`, `/api/media/*`) as the document writes it (`/meal/{id}/`, `/media/{path}`). */
export const documentPathOf = (honoPath: string) =>
  honoPath
    .replace(/^\/api/, '')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\*$/, '{path}');

/** Answers the document's operations and checks bodies against them with ajv (JSON Schema 2020-12, OpenAPI 3.1's). */
export function openApiChecker(doc: OpenApiDocument) {
  // strictRequired off: zod writes a record with enum keys (orders by status) as `required` without `properties`.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, validateFormats: false });
  const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: retarget(schemas) as Json });
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{path\}/g, '.+').replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  /** The documented path a concrete one (`/orders/12/?x=1`) was sent to; the most literal one when several match. */
  const templateOf = (concrete: string) => {
    const path = concrete.split('?')[0] ?? '';
    const matching = templates.filter((template) => template.pattern.test(path));
    matching.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    return matching[0]?.path;
  };

  const operationOf = (method: string, concrete: string): Operation | undefined => {
    const template = templateOf(concrete);
    return template ? (doc.paths[template]?.[method.toLowerCase()] as Operation | undefined) : undefined;
  };

  return {
    templateOf,
    operationOf,
    /** Compiles any schema of the document, so a schema ajv cannot read fails the test that uses it. */
    compile: (schema: unknown) => ajv.compile(retarget(schema) as Json),
    /** What is wrong with an answer by the document: its status undocumented, or its JSON body off its schema. */
    problemsWith(method: string, concrete: string, status: number, body: unknown): string[] {
      const operation = operationOf(method, concrete);
      if (!operation) return [`${method} ${concrete}: not in the document`];
      const response = operation.responses[String(status)];
      if (!response) return [`${method} ${concrete}: status ${status} is not documented`];
      const schema = response.content?.['application/json']?.schema;
      if (!schema) return [`${method} ${concrete}: ${status} documents no JSON body`];
      const validate = ajv.compile(retarget(schema) as Json);
      if (validate(body)) return [];
      return [
        `${method} ${concrete} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`,
      ];
    },
  };
}
