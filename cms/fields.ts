// The editor's fields, made from each collection's zod schema read as JSON Schema: what is required,
// lengths, patterns, options, list sizes and which fields are translated come from the schema; only
// what the schema cannot say (labels, hints, images, relations) is written in config.ts.
import type { Field } from '@sveltia/cms';
import { z } from 'zod';

type JsonSchema = {
  type?: string;
  format?: string;
  translated?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** How the editor shows one field, beyond what the schema says. */
export type FieldSpec =
  | string
  | {
      label: string;
      hint?: string;
      /** A picture under public/images/{collection}/, uploaded as WebP. */
      image?: true;
      /** An entry of another collection, stored by its slug (the file name). */
      relation?: { collection: string; display: string };
      /** The fields of an object, or of each object of a list. */
      fields?: Record<string, FieldSpec>;
      /** What each option of a choice is called, in people's words (Full-time, not FULL_TIME). */
      choices?: Record<string, string>;
    };

type Spec = Exclude<FieldSpec, string>;
const specOf = (spec: FieldSpec): Spec => (typeof spec === 'string' ? { label: spec } : spec);

/** Any field holding words: the editor keeps one per language; the rest it copies to every language. */
const hasWords = (schema: JsonSchema): boolean =>
  Boolean(
    schema.translated ||
    (schema.items && hasWords(schema.items)) ||
    Object.values(schema.properties ?? {}).some(hasWords),
  );

/** Text longer than this is edited in a box of several lines. */
const LONG_TEXT = 200;

function fieldOf(name: string, schema: JsonSchema, required: boolean, given: FieldSpec, where: string): Field {
  const spec = specOf(given);
  const base = {
    name,
    label: spec.label,
    ...(spec.hint ? { hint: spec.hint } : {}),
    required,
    i18n: hasWords(schema) ? true : ('duplicate' as const),
  };
  if (spec.relation) {
    const list = schema.type === 'array';
    return {
      ...base,
      widget: 'relation',
      collection: spec.relation.collection,
      value_field: '{{slug}}',
      search_fields: [spec.relation.display],
      display_fields: [spec.relation.display],
      ...(list ? { multiple: true, min: schema.minItems, max: schema.maxItems } : {}),
    } as Field;
  }
  if (spec.image) return { ...base, widget: 'image', choose_url: false } as Field;
  if (schema.format === 'date')
    return { ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' } as Field;
  switch (schema.type) {
    case 'string':
      if (schema.enum) {
        const options = schema.enum.map(String);
        for (const option of Object.keys(spec.choices ?? {}))
          if (!options.includes(option))
            throw new Error(`${where}.${name}: "${option}" is not one of the schema's options`);
        const labelled = options.map((value) => ({ value, label: spec.choices?.[value] ?? value }));
        return { ...base, widget: 'select', options: spec.choices ? labelled : options } as Field;
      }
      return {
        ...base,
        widget: (schema.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string',
        ...(schema.format === 'uri' ? { type: 'url' } : {}),
        ...(schema.minLength !== undefined ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
        ...(schema.pattern ? { pattern: [schema.pattern, patternMessage(schema.pattern)] } : {}),
      } as Field;
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      } as Field;
    case 'boolean':
      return { ...base, widget: 'boolean' } as Field;
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(schema, spec.fields ?? {}, `${where}.${name}`) } as Field;
    case 'array': {
      const item = schema.items ?? {};
      const sizes = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      if (item.type === 'object')
        return {
          ...base,
          widget: 'list',
          ...sizes,
          fields: fieldsOf(item, spec.fields ?? {}, `${where}.${name}[]`),
        } as Field;
      // A list of choices is one box with several options chosen (countries, by their names).
      if (item.enum)
        return {
          ...base,
          widget: 'select',
          multiple: true,
          ...sizes,
          options: item.enum.map((value) => ({
            value: String(value),
            label: spec.choices?.[String(value)] ?? String(value),
          })),
        } as Field;
      const { name: _, ...one } = fieldOf('item', item, true, spec.label, `${where}.${name}[]`) as Field & {
        name: string;
      };
      return { ...base, widget: 'list', ...sizes, field: { name: 'item', ...one } } as Field;
    }
    default:
      throw new Error(`${where}.${name}: the editor has no widget for ${JSON.stringify(schema)}`);
  }
}

const PATTERN_MESSAGES: Record<string, string> = {
  '^\\/[^\\s]*$': 'Must be a path on the site, starting with /',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'Lower-case letters, digits and dashes only',
};
const patternMessage = (pattern: string) => PATTERN_MESSAGES[pattern] ?? `Must match ${pattern}`;

function fieldsOf(schema: JsonSchema, specs: Record<string, FieldSpec>, where: string): Field[] {
  const properties = schema.properties ?? {};
  for (const name of Object.keys(specs))
    if (!(name in properties))
      throw new Error(`${where}.${name}: the editor describes a field the schema does not have`);
  return Object.entries(properties).map(([name, property]) => {
    const spec = specs[name];
    if (spec === undefined) throw new Error(`${where}.${name}: a field of the schema the editor does not describe`);
    return fieldOf(name, property, (schema.required ?? []).includes(name), spec, where);
  });
}

/** A collection's fields, from its schema and how each is shown; a field missing from either is an error. */
export function fieldsFromSchema<S extends z.ZodObject>(
  collection: string,
  schema: S,
  specs: { [K in keyof z.input<S> & string]-?: FieldSpec },
): Field[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fieldsOf(json, specs, collection);
}
