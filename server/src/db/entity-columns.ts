import type { EntitySchemaColumnOptions } from 'typeorm';

/**
 * Column shorthands for the EntitySchema definitions. Entities mirror the migrations (which are
 * the source of truth); `migrations.test.ts` fails when the two drift apart.
 */

export const serialId: EntitySchemaColumnOptions = { type: 'int', primary: true, generated: 'increment' };

export function timestamptz(name: string, options: { nullable?: boolean; defaultNow?: boolean } = {}): EntitySchemaColumnOptions {
  return {
    type: 'timestamptz',
    name,
    nullable: options.nullable ?? false,
    ...(options.defaultNow ? { default: () => 'now()' } : {}),
  };
}

export function varchar(name: string, length: number, options: { nullable?: boolean; default?: string } = {}): EntitySchemaColumnOptions {
  return { type: 'varchar', name, length, nullable: options.nullable ?? false, ...(options.default !== undefined ? { default: options.default } : {}) };
}

export function text(name: string, options: { nullable?: boolean; default?: string } = {}): EntitySchemaColumnOptions {
  return { type: 'text', name, nullable: options.nullable ?? false, ...(options.default !== undefined ? { default: options.default } : {}) };
}

export function int(name: string, options: { nullable?: boolean; default?: number } = {}): EntitySchemaColumnOptions {
  return { type: 'int', name, nullable: options.nullable ?? false, ...(options.default !== undefined ? { default: options.default } : {}) };
}

export function bool(name: string, defaultValue = false): EntitySchemaColumnOptions {
  return { type: 'boolean', name, default: defaultValue };
}

/** Large binary columns are left out of default selects; ask for them with addSelect. */
export function bytea(name: string, options: { nullable?: boolean } = {}): EntitySchemaColumnOptions {
  return { type: 'bytea', name, nullable: options.nullable ?? false, select: false };
}
