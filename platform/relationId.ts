/** The id a relationship field holds, whether Payload gave it as the id or as the populated document; undefined for none. */
export const relationId = (value: unknown): string | number | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: string | number }).id
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}
