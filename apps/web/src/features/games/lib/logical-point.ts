/** A pointer position in a game's logical units (the canvas may be drawn at any CSS size). */
export function logicalPoint(clientX: number, clientY: number, element: Element, width: number, height: number): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return {
    x: ((clientX - rect.left) / Math.max(1, rect.width)) * width,
    y: ((clientY - rect.top) / Math.max(1, rect.height)) * height,
  };
}
