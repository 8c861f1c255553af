import { useReducedMotion } from '@mantine/hooks';
import { useState, type CSSProperties } from 'react';
import classes from './Confetti.module.css';

const COLORS = ['#228be6', '#40c057', '#fab005', '#fa5252', '#7950f2', '#15aabf'];

type Piece = { id: number; style: CSSProperties };

/**
 * A one-shot burst of CSS confetti, dependency-free: pieces fall once and fade. Purely
 * decorative (hidden from assistive tech) and skipped when the user prefers reduced motion.
 */
export function Confetti({ count = 90 }: { count?: number }) {
  const reduceMotion = useReducedMotion();
  // Random once per burst; a re-render must not reshuffle the pieces mid-fall.
  const [pieces] = useState(() => makePieces(count));
  if (reduceMotion) return null;
  return (
    <div className={classes.layer} aria-hidden data-testid="confetti">
      {pieces.map((piece) => (
        <span key={piece.id} className={classes.piece} style={piece.style} />
      ))}
    </div>
  );
}

function makePieces(count: number): Piece[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    style: {
      '--x': `${Math.random() * 100}%`,
      '--size': `${6 + Math.random() * 8}px`,
      '--color': COLORS[id % COLORS.length],
      '--delay': `${Math.random() * 0.6}s`,
      '--duration': `${1.8 + Math.random() * 1.4}s`,
      '--drift': `${(Math.random() - 0.5) * 30}vw`,
      '--spin': `${(Math.random() - 0.5) * 1440}deg`,
    } as CSSProperties,
  }));
}
