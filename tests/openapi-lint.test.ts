import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../server/openapi/openapi-document';

/**
 * The OpenAPI document (/api/openapi.json, built from contract/api/) against Redocly's recommended rules, with only
 * the two rules redocly.yaml turns off for the paths the app keeps exactly. Three of the rules are checked here by
 * hand as well, so they hold where @redocly/cli is not installed: a licence, every `required` property defined, and
 * a 4xx answer on every operation.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const doc = buildOpenApiDocument();
type Node = Record<string, unknown>;

function* schemasIn(value: unknown, at: string): Generator<[string, Node]> {
  if (value === null || typeof value !== 'object') return;
  const node = value as Node;
  if (Array.isArray(node.required) && (node.type === 'object' || 'properties' in node)) yield [at, node];
  for (const [key, inner] of Object.entries(node)) yield* schemasIn(inner, `${at}/${key}`);
}

const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation: operation as Node })),
);

describe('the OpenAPI document', () => {
  it('names its licence (info-license, info-license-strict)', () => {
    expect(doc.info).toMatchObject({ license: { name: expect.any(String), identifier: expect.any(String) } });
  });

  it('defines every property it calls required (no-required-schema-properties-undefined)', () => {
    const undefinedRequired = [...schemasIn(doc, '#')].flatMap(([at, schema]) =>
      (schema.required as string[])
        .filter((name) => !Object.hasOwn((schema.properties ?? {}) as Node, name))
        .map((name) => `${at}: ${name}`),
    );
    expect(undefinedRequired).toEqual([]);
  });

  it('declares a 4xx answer on every operation (operation-4xx-response)', () => {
    const without = operations
      .filter(({ operation }) => !Object.keys(operation.responses as Node).some((status) => status.startsWith('4')))
      .map(({ method, path }) => `${method} ${path}`);
    expect(without).toEqual([]);
  });

  it('answers the counts per order status as one integer per status', () => {
    const counts = (doc.paths['/orders/counts/']?.get as Node).responses as Node;
    const schema = (((counts['200'] as Node).content as Node)['application/json'] as Node).schema as Node;
    const byStatus = (schema.properties as Node).by_status as Node;
    expect(Object.keys(byStatus.properties as Node)).toEqual(byStatus.required);
    expect((byStatus.properties as Node).paid).toEqual(byStatus.additionalProperties);
  });

  const redocly = join(root, 'node_modules/.bin/redocly');
  it("passes `redocly lint` with the repository's redocly.yaml", () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      // Redocly prints its findings' summary on stderr; telemetry and the update check would reach the network.
      const run = spawnSync(redocly, ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'stylish'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).toBe(0);
      // Only the findings count: the CLI also prints a banner about Node versions that says "warning".
      expect(output).toMatch(/Your API description is valid/);
      expect(output).not.toMatch(/You have \d+ (error|warning)/);
      expect(output).not.toMatch(/^\s*\d+:\d+\s+(error|warning)\b/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
