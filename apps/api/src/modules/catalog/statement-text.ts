import * as drizzle from 'drizzle-orm';
import type { Column, SQL, Query, Table } from 'drizzle-orm';

/** What of drizzle's PostgreSQL dialect writes a statement. */
export interface Dialect {
  sqlToQuery(query: SQL): Query;
  escapeName(name: string): string;
  escapeParam(num: number): string;
  casing: { getColumnCasing(column: Column): string };
}

// read once: each read through the module's exports is a chain of getters
const { Column: ColumnClass, Name, Param, Placeholder, SQL: SqlClass, StringChunk, Table: TableClass } = drizzle;
// drizzle's own keys of a table (Table.Symbol, internal to drizzle's types)
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const ENTITY_KIND = Symbol.for('drizzle:entityKind');

/** A chunk this writer does not know: the whole statement is written by drizzle instead. */
const UNKNOWN = Symbol('unknown chunk');

/**
 * `dialect.sqlToQuery(statement)`, the same text and values, written in one pass. Drizzle's own writer
 * costs the catalogue more CPU than any other part of building a list's statement: each chunk is matched
 * against a dozen classes (walking prototype chains), each part becomes an object of its own, merged up
 * the tree, and each column's name is looked up again. This knows only the chunks the catalogue's
 * statements are made of (text, nested SQL, values, columns, tables, names, placeholders, lists) and
 * writes a column's or table's name once; anything else (subquery objects, aliases, views, inlined
 * values) is left to drizzle, for the whole statement.
 */
export function statementWriter(dialect: Dialect): (statement: SQL) => Query {
  const names = new WeakMap<object, string>();
  const tableName = (table: Table) => {
    let written = names.get(table);
    if (written === undefined) {
      const keys = table as unknown as { [TABLE_SCHEMA]?: string; [TABLE_NAME]: string; [IS_ALIAS]?: boolean };
      const schema = keys[TABLE_SCHEMA];
      written = dialect.escapeName(keys[TABLE_NAME]);
      if (!keys[IS_ALIAS] && schema !== undefined) written = `${dialect.escapeName(schema)}.${written}`;
      names.set(table, written);
    }
    return written;
  };
  const columnName = (column: Column) => {
    let written = names.get(column);
    if (written === undefined) {
      written = `${tableName(column.table)}.${dialect.escapeName(dialect.casing.getColumnCasing(column))}`;
      names.set(column, written);
    }
    return written;
  };

  return (statement) => {
    const params: unknown[] = [];
    const value = (mapped: unknown) => {
      params.push(mapped);
      return dialect.escapeParam(params.length - 1);
    };
    const write = (chunk: unknown): string | typeof UNKNOWN => {
      if (chunk === undefined) return '';
      if (chunk === null || typeof chunk !== 'object') return value(chunk);
      if (chunk instanceof StringChunk) return chunk.value.join('');
      if (chunk instanceof SqlClass) {
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return UNKNOWN;
        let text = '';
        for (const part of chunk.queryChunks) {
          const written = write(part);
          if (written === UNKNOWN) return UNKNOWN;
          text += written;
        }
        return text;
      }
      if (chunk instanceof Param) {
        if (chunk.value instanceof Placeholder) return value(chunk);
        const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (mapped instanceof SqlClass) return write(mapped);
        return isEntity(mapped) ? UNKNOWN : value(mapped);
      }
      if (chunk instanceof ColumnClass) return columnName(chunk);
      if (chunk instanceof TableClass) return tableName(chunk);
      if (chunk instanceof Name) return dialect.escapeName(chunk.value);
      if (chunk instanceof Placeholder) return value(chunk);
      if (Array.isArray(chunk)) {
        let text = '(';
        for (let i = 0; i < chunk.length; i += 1) {
          const written = write(chunk[i]);
          if (written === UNKNOWN) return UNKNOWN;
          text += i === 0 ? written : `, ${written}`;
        }
        return `${text})`;
      }
      return UNKNOWN;
    };
    const text = write(statement);
    return text === UNKNOWN ? dialect.sqlToQuery(statement) : { sql: text, params };
  };
}

/** A drizzle object (its class names its kind), which drizzle's writer may take for more than a value. */
const isEntity = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.constructor === 'function' && ENTITY_KIND in value.constructor;
