/**
 * Figures of the demo papers, drawn here as SVG and stored as PNG when seeded: Gabaritei
 * serves no SVG, and this keeps the demo free of binary files.
 */
export function matchstickFigures(): string {
  const side = 36;
  const stick = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8a5a2b" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${x2}" cy="${y2}" r="4" fill="#c0392b"/>`;
  const figure = (squares: number, left: number) => {
    const top = 30;
    const parts: string[] = [];
    for (let i = 0; i <= squares; i++)
      parts.push(stick(left + i * side, top, left + i * side, top + side));
    for (let i = 0; i < squares; i++) {
      parts.push(stick(left + i * side, top, left + (i + 1) * side, top));
      parts.push(stick(left + i * side, top + side, left + (i + 1) * side, top + side));
    }
    const label = `<text x="${left + (squares * side) / 2}" y="${top + side + 34}" font-family="DejaVu Sans, sans-serif" font-size="16" text-anchor="middle" fill="#222">Figura ${squares}</text>`;
    return parts.join('') + label;
  };
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="150" viewBox="0 0 480 150">' +
    '<rect width="480" height="150" fill="#ffffff"/>' +
    figure(1, 30) +
    figure(2, 120) +
    figure(3, 260) +
    '</svg>'
  );
}
