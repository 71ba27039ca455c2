import React, {type ReactNode} from 'react';
import styles from './home.module.css';

/** Visible texts of the diagram, already translated by the caller. */
export interface FlowLabels {
  title: string;
  description: string;
  steps: [string, string, string, string];
  sources: [string, string, string, string];
  buildNote: string;
  runNote: string;
  outputs: [string, string, string];
}

type Layout = 'wide' | 'narrow';

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  kind: 'source' | 'core' | 'output';
  label: string;
  note?: string;
  /** Step number drawn in the top-left corner. */
  badge?: number;
}

function Box({x, y, width, height, kind, label, note, badge}: BoxProps): ReactNode {
  const cx = x + width / 2;
  const cy = y + height / 2;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={10} className={styles[`flow_${kind}`]} />
      {badge ? <Badge x={x + 24} y={y + 23} n={badge} /> : null}
      {note ? (
        <>
          <text x={cx} y={cy - 6} textAnchor="middle" className={styles.flowTitle}>
            {label}
          </text>
          <text x={cx} y={cy + 17} textAnchor="middle" className={styles.flowNote}>
            {note}
          </text>
        </>
      ) : (
        <text x={cx} y={cy + 5} textAnchor="middle" className={styles.flowLabel}>
          {label}
        </text>
      )}
    </g>
  );
}

function Badge({x, y, n}: {x: number; y: number; n: number}): ReactNode {
  return (
    <>
      <circle cx={x} cy={y} r={13} className={styles.flowBadge} />
      <text x={x} y={y + 5} textAnchor="middle" className={styles.flowBadgeText}>
        {n}
      </text>
    </>
  );
}

/** Step number in a circle, with the step name below or beside it. */
function Step({x, y, n, label, anchor}: {x: number; y: number; n: number; label: string; anchor: 'below' | 'right'}): ReactNode {
  return (
    <g>
      <Badge x={x} y={y} n={n} />
      {anchor === 'below' ? (
        <text x={x} y={y + 36} textAnchor="middle" className={styles.flowStep}>
          {label}
        </text>
      ) : (
        <text x={x + 22} y={y + 6} className={styles.flowStep}>
          {label}
        </text>
      )}
    </g>
  );
}

function Line({d, arrow, markerId}: {d: string; arrow?: boolean; markerId: string}): ReactNode {
  return <path d={d} className={styles.flowLine} markerEnd={arrow ? `url(#${markerId})` : undefined} />;
}

function ArrowMarker({id}: {id: string}): ReactNode {
  return (
    <defs>
      <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path d="M0 0 10 5 0 10z" className={styles.flowArrowHead} />
      </marker>
    </defs>
  );
}

/** Landscape version for wide screens: the four steps from left to right. */
function Wide({labels}: {labels: FlowLabels}): ReactNode {
  const marker = 'flow-arrow-wide';
  const sourceY = [76, 136, 196, 256];
  const outputY = [106, 166, 226];
  const mid = 189;
  return (
    <>
      <ArrowMarker id={marker} />
      <rect x={1} y={1} width={958} height={318} rx={16} className={styles.flowBackdrop} />
      <Step x={120} y={24} n={1} label={labels.steps[0]} anchor="below" />
      <Step x={855} y={24} n={4} label={labels.steps[3]} anchor="below" />

      {sourceY.map((y, i) => (
        <Box key={y} x={20} y={y} width={200} height={46} kind="source" label={labels.sources[i]} />
      ))}
      {sourceY.map((y) => (
        <Line key={y} d={`M220 ${y + 23}H250`} markerId={marker} />
      ))}
      <Line d={`M250 ${sourceY[0] + 23}V${sourceY[3] + 23}`} markerId={marker} />
      <Line d={`M250 ${mid}H288`} arrow markerId={marker} />

      <Box x={290} y={139} width={170} height={100} kind="core" label={labels.steps[1]} note={labels.buildNote} badge={2} />
      <Line d={`M460 ${mid}H528`} arrow markerId={marker} />
      <Box x={530} y={139} width={170} height={100} kind="core" label={labels.steps[2]} note={labels.runNote} badge={3} />

      <Line d={`M700 ${mid}H735`} markerId={marker} />
      <Line d={`M735 ${outputY[0] + 23}V${outputY[2] + 23}`} markerId={marker} />
      {outputY.map((y) => (
        <Line key={y} d={`M735 ${y + 23}H768`} arrow markerId={marker} />
      ))}
      {outputY.map((y, i) => (
        <Box key={y} x={770} y={y} width={170} height={46} kind="output" label={labels.outputs[i]} />
      ))}
    </>
  );
}

/** Portrait version for phones and tablets: the same steps from top to bottom. */
function Narrow({labels}: {labels: FlowLabels}): ReactNode {
  const marker = 'flow-arrow-narrow';
  return (
    <>
      <ArrowMarker id={marker} />
      <rect x={1} y={1} width={338} height={650} rx={16} className={styles.flowBackdrop} />

      <rect x={8} y={8} width={324} height={158} rx={12} className={styles.flowGroup} />
      <Step x={32} y={30} n={1} label={labels.steps[0]} anchor="right" />
      <Box x={16} y={52} width={150} height={46} kind="source" label={labels.sources[0]} />
      <Box x={174} y={52} width={150} height={46} kind="source" label={labels.sources[1]} />
      <Box x={16} y={108} width={150} height={46} kind="source" label={labels.sources[2]} />
      <Box x={174} y={108} width={150} height={46} kind="source" label={labels.sources[3]} />
      <Line d="M170 166V204" arrow markerId={marker} />

      <Box x={40} y={206} width={260} height={82} kind="core" label={labels.steps[1]} note={labels.buildNote} badge={2} />
      <Line d="M170 288V326" arrow markerId={marker} />
      <Box x={40} y={328} width={260} height={82} kind="core" label={labels.steps[2]} note={labels.runNote} badge={3} />
      <Line d="M170 410V448" arrow markerId={marker} />

      <rect x={8} y={450} width={324} height={194} rx={12} className={styles.flowGroup} />
      <Step x={32} y={472} n={4} label={labels.steps[3]} anchor="right" />
      {[494, 542, 590].map((y, i) => (
        <Box key={y} x={40} y={y} width={260} height={42} kind="output" label={labels.outputs[i]} />
      ))}
    </>
  );
}

function Diagram({labels, layout}: {labels: FlowLabels; layout: Layout}): ReactNode {
  const titleId = `flow-${layout}-title`;
  const descId = `flow-${layout}-desc`;
  return (
    <svg
      className={layout === 'wide' ? styles.flowWide : styles.flowNarrow}
      viewBox={layout === 'wide' ? '0 0 960 320' : '0 0 340 652'}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      xmlns="http://www.w3.org/2000/svg">
      <title id={titleId}>{labels.title}</title>
      <desc id={descId}>{labels.description}</desc>
      {layout === 'wide' ? <Wide labels={labels} /> : <Narrow labels={labels} />}
    </svg>
  );
}

/**
 * How Rainbond turns sources into running and delivered applications. Two
 * drawings of the same flow; CSS shows the one that fits the screen, and the
 * hidden one (display: none) is out of the accessibility tree as well.
 */
export default function FlowDiagram({labels}: {labels: FlowLabels}): ReactNode {
  return (
    <div className={styles.flow}>
      <Diagram labels={labels} layout="wide" />
      <Diagram labels={labels} layout="narrow" />
    </div>
  );
}
