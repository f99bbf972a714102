import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database';
import { columnTypes } from './column-types';

/** better-auth's tables (user, session, account, verification) with the username plugin's columns. */
export function authTablesMigration(dialect: DialectName) {
  const types = columnTypes(dialect);
  const now = sql`CURRENT_TIMESTAMP`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('emailVerified', types.boolean, (col) => col.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', types.timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updatedAt', types.timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('username', 'text', (col) => col.unique())
        .addColumn('displayUsername', 'text')
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('expiresAt', types.timestamp, (col) => col.notNull())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('createdAt', types.timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updatedAt', types.timestamp, (col) => col.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('accountId', 'text', (col) => col.notNull())
        .addColumn('providerId', 'text', (col) => col.notNull())
        .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', types.timestamp)
        .addColumn('refreshTokenExpiresAt', types.timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', types.timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updatedAt', types.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('identifier', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('expiresAt', types.timestamp, (col) => col.notNull())
        .addColumn('createdAt', types.timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updatedAt', types.timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
      await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();
    },
  };
}
