/** Joins class names, skipping the falsy ones: `joinClasses(styles.root, open && styles.open, className)`. */
export function joinClasses(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
