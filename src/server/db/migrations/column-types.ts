import type { DialectName } from '../database';

/** The few column types that differ between the two engines; everything else is portable. */
export function columnTypes(dialect: DialectName) {
  return dialect === 'postgres'
    ? ({ timestamp: 'timestamptz', boolean: 'boolean', bytes: 'bytea' } as const)
    : ({ timestamp: 'date', boolean: 'integer', bytes: 'blob' } as const);
}
