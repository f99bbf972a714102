import type { Ref } from 'react';
import { type InfographicModel, teamLine } from '../../../../domain/outputs/infographic';
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
    </div>
  );
}
