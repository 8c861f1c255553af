import { Fragment, useId, type ReactNode } from 'react';
import { segmentPaper, type BaseText } from './baseTexts';
import classes from './MapGroups.module.css';

type MapGroupsProps<Q> = {
  questions: readonly Q[];
  baseTexts: readonly BaseText[];
  /** The grid the map lays its cells in. */
  gridClassName: string | undefined;
  label: string;
  /** One `<li>` with the question's button. */
  renderCell: (question: Q, index: number) => ReactNode;
};

/**
 * The question map's cells, with the questions that share a base text boxed together under
 * its title, so the candidate sees the block and where it ends.
 */
export function MapGroups<Q>(props: MapGroupsProps<Q>) {
  const { questions, baseTexts, gridClassName, label, renderCell } = props;
  return (
    <ol className={gridClassName} aria-label={label}>
      {segmentPaper(questions, baseTexts).map((segment) => {
        const cells = segment.items.map(({ question, index }) => (
          <Fragment key={index}>{renderCell(question, index)}</Fragment>
        ));
        return segment.baseText ? (
          <MapBlock key={segment.baseText.id} title={segment.baseText.title} grid={gridClassName}>
            {cells}
          </MapBlock>
        ) : (
          <Fragment key={`q${segment.items[0]?.index ?? 0}`}>{cells}</Fragment>
        );
      })}
    </ol>
  );
}

function MapBlock(props: { title: string; grid: string | undefined; children: ReactNode }) {
  const { title, grid, children } = props;
  const id = useId();
  return (
    <li className={classes.block}>
      <span className={classes.title} id={id}>
        {title}
      </span>
      <ol className={grid} aria-labelledby={id}>
        {children}
      </ol>
    </li>
  );
}
