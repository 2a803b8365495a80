import * as z from 'zod/mini';
import { profile } from '../../contract/account';
import { cartItem } from '../../contract/cart';
import { detailError, fieldErrors, money, wholeNumberBounds } from '../../contract/common';
import { serviceSettings } from '../../contract/fulfilment';
import { category, meal } from '../../contract/meal';
import { mealWithOptions, optionGroup } from '../../contract/meal-options';
import { checkout, order } from '../../contract/order';
import { restaurantInfo } from '../../contract/restaurant-info';
import { review } from '../../contract/review';

export type JsonSchema = Record<string, unknown>;

/**
 * The answers' building blocks that many operations share, named in components/schemas so a generated client gets
 * one type for each. Only answers (output) use them: a request schema is inlined, as its input form can differ from
 * the answer's (money is a number or a numeric string in, always a number out).
 */
const NAMED: Record<string, z.ZodMiniType> = {
  Category: category,
  Meal: meal,
  MealWithOptions: mealWithOptions,
  OptionGroup: optionGroup,
  CartItem: cartItem,
  Order: order,
  Checkout: checkout,
  Profile: profile,
  Review: review,
  RestaurantInfo: restaurantInfo,
  ServiceSettings: serviceSettings,
  DetailError: detailError,
  FieldErrors: fieldErrors,
};
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(NAMED)) named.add(schema, { id });
const NAMES = new Set(Object.keys(NAMED));

const COMPONENTS = '#/components/schemas/';

/** `value` with `from` in every `$ref` replaced by `to`, however deeply it is nested. */
export function retargetRefs(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => retargetRefs(item, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace(from, to) : retargetRefs(inner, from, to),
    ]),
  );
}

/** `#/$defs/X`, as zod writes a reference to a named schema, pointed at the document's components instead. */
const pointAtComponents = (value: unknown) => retargetRefs(value, '#/$defs/', COMPONENTS);

/**
 * A record keyed by an enum (`z.record(orderStatus, count)`): zod requires every key but names them only in
 * `propertyNames`; each is given its property too, so a reader (and a linter) sees the fields it is told are required.
 */
function enumeratedRecord(schema: JsonSchema) {
  const keys = (schema.propertyNames as JsonSchema | undefined)?.enum;
  if (!Array.isArray(keys) || !Array.isArray(schema.required) || schema.properties) return;
  schema.properties = Object.fromEntries(keys.map((key: string) => [key, schema.additionalProperties ?? {}]));
}

/**
 * One operation's JSON Schema (2020-12, OpenAPI 3.1's dialect). Schemas named above go to `components`, which
 * collects each once. Transforms have no JSON Schema: money's output is a number, which zod cannot see, so it is
 * said here, as is a query's whole number; any other is left open rather than guessed.
 */
export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output', components: Record<string, JsonSchema>) {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    metadata: io === 'output' ? named : z.registry<{ id: string }>(),
    override: ({ zodSchema, jsonSchema }) => {
      enumeratedRecord(jsonSchema as JsonSchema);
      // A query's whole number is text in its one spelling (contract/common.ts): the integer any client writes.
      const bounds = wholeNumberBounds.get(zodSchema);
      const replacement = io === 'output' && zodSchema === money ? { type: 'number' } : bounds && { type: 'integer', ...bounds };
      if (!replacement) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      Object.assign(jsonSchema, replacement);
    },
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    // zod names a recursive schema itself (__schema0…): such names would clash between operations.
    if (!NAMES.has(id)) throw new Error(`openapi: unnamed shared schema ${id}; name it in json-schemas.ts`);
    components[id] ??= pointAtComponents(definition) as JsonSchema;
  }
  return pointAtComponents(rest) as JsonSchema;
}
