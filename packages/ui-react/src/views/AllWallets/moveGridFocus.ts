/** The index focus moves to for an arrow key in a grid of `count` items and `columns` columns; undefined for other keys. */
export function moveGridFocus(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined {
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}
