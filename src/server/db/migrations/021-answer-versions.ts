import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database';

/**
 * The statements that give scopes a new version: the clock moves, and each scope the `select` names
 * (with its `from` and `where`, the clock's row as `clock`) takes the clock's value. Versions thus
 * never repeat, even for a scope whose row was deleted with its workspace and made again.
 */
const moveVersions = (scopes: string, fromWhere = "from answer_versions as clock where clock.scope = 'clock'") => `
    update answer_versions set version = version + 1 where scope = 'clock';
    insert into answer_versions (scope, version) select ${scopes}, clock.version ${fromWhere}
      on conflict (scope) do update set version = excluded.version;`;

/** A workspace's scope, if the workspace is still there (a workspace being deleted takes its scope with it). */
const workspaceScope = (workspaceId: string, extraCondition = '') =>
  moveVersions(
    `'workspace:' || ${workspaceId}`,
    `from answer_versions as clock where clock.scope = 'clock' and exists (select 1 from workspaces where id = ${workspaceId})${extraCondition}`,
  );

const trigger = (name: string, event: string, body: string): RawBuilder<unknown> =>
  sql.raw(`create trigger answer_versions_${name} after ${event} begin${body}
  end`);

const TRIGGERS = [
  // Every change to a workspace's journeys, by any code or process (both workspaces on a move).
  trigger('journey_insert', 'insert on journeys', workspaceScope('new.workspace_id')),
  trigger('journey_update', 'update on journeys', workspaceScope('old.workspace_id') + workspaceScope('new.workspace_id', ' and new.workspace_id is not old.workspace_id')),
  trigger('journey_delete', 'delete on journeys', workspaceScope('old.workspace_id')),
  // A journey's shared texts are part of its answer; they are written with the journey, and on their own too.
  ...(['insert', 'update', 'delete'] as const).map((event) => {
    const row = event === 'delete' ? 'old' : 'new';
    return trigger(
      `text_${event}`,
      `${event} on journey_texts`,
      moveVersions(`'workspace:' || journeys.workspace_id`, `from journeys, answer_versions as clock where journeys.id = ${row}.journey_id and clock.scope = 'clock'`),
    );
  }),
  // The lists name the last editor and the portfolio the owner: a new name or a gone account moves every answer.
  trigger('person_update', 'update of name, email on "user"', moveVersions(`'people'`)),
  trigger('person_delete', 'delete on "user"', moveVersions(`'people'`)),
  trigger('workspace_delete', 'delete on workspaces', `
    delete from answer_versions where scope = 'workspace:' || old.id;`),
];

/**
 * Issue 20: the versions that say whether a remembered journey list, portfolio or journey is still
 * the answer (server/http/workspace-answers.ts). SQLite only: its writers already take turns on the
 * whole file, so a trigger's row costs no new waiting; on PostgreSQL the same row would make every
 * save in a workspace wait for the one before it, so there answers are computed each time
 * (docs/decisions.md, 2026-11-27).
 */
export function answerVersionsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await db.schema
        .createTable('answer_versions')
        .addColumn('scope', 'text', (col) => col.primaryKey())
        .addColumn('version', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into answer_versions (scope, version) values ('clock', 0)`.execute(db);
      for (const statement of TRIGGERS) await statement.execute(db);
    },
  };
}
