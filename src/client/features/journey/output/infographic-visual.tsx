import type { Ref } from 'react';
import { type InfographicModel, shortEvidence, teamLine } from '../../../../domain/outputs/infographic';
import { sessionsLine } from '../../../../domain/outputs/session-appendix';
import type { RwwTableModel } from '../../../../domain/outputs/rww-table';
import classes from './infographic.module.css';

/** The infographic as one self-contained node with fixed colours, so it exports to PNG as seen. */
export function InfographicVisual({ model, ref }: { model: InfographicModel; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={classes.canvas}>
      <dl className={classes.meta}>
        <div>
          <dt>Team</dt>
          <dd>{teamLine(model)}</dd>
        </div>
        <div>
          <dt>Domain</dt>
          <dd>{model.domain}</dd>
        </div>
      </dl>
      <p className={classes.eyebrow}>Innovation concept</p>
      <h2 id="infographic-concept" className={classes.concept}>
        {model.concept.title}
      </h2>
      <p className={classes.type}>{model.concept.type}</p>
      <ul className={classes.tiles}>
        {model.tiles.map((tile) => (
          <li key={tile.label} className={classes.tile}>
            <p className={classes.tileLabel}>{tile.label}</p>
            <p className={classes.tileCaption}>{tile.caption}</p>
            <p className={classes.tileText}>{tile.text}</p>
            <p className={classes.tileScore}>{tile.score}</p>
          </li>
        ))}
      </ul>
      <p className={classes.motto}>{model.motto}</p>
      <RwwScreen table={model.rwwTable} />
      {model.sessions.length > 0 && <p className={classes.rwwLine}>Workshops: {sessionsLine(model.sessions)}</p>}
    </div>
  );
}

/** Day's screen in the picture: each answer with its evidence cut short, the gates and the decisions. */
function RwwScreen({ table }: { table: RwwTableModel }) {
  const open = table.openQuestions.filter((question) => question.status === 'Open').length;
  return (
    <section className={classes.rww} aria-labelledby="infographic-rww">
      <h3 id="infographic-rww" className={classes.rwwTitle}>
        Real-Win-Worth screen: {table.answered} of {table.rows.length} answered
      </h3>
      <table className={classes.rwwTable}>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Question</th>
            <th scope="col">Answer</th>
            <th scope="col">Evidence</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.question}>
              <td>{row.stage}</td>
              <td>{row.question}</td>
              <td className={classes.rwwAnswer}>{row.answer}</td>
              <td>{shortEvidence(row.evidence) || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.rwwLine}>Gates: {table.gates.map((gate) => `${gate.stage}: ${gate.status}`).join(' · ')}</p>
      <p className={classes.rwwLine}>
        Open questions: {open} open, {table.openQuestions.length - open} done
      </p>
      <p className={classes.rwwLine}>
        Decisions:{' '}
        {table.decisions.length === 0
          ? 'none recorded'
          : table.decisions.map((decision) => `${decision.stage}: ${decision.decision} (${decision.by}, ${decision.date})`).join(' · ')}
      </p>
    </section>
  );
}
