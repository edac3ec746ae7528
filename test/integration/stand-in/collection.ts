/** The stand-in for Foundry's Collection: documents by id, iterating its values as Foundry's does. */
export class StandInCollection<T extends { id: string | null }> {
  private readonly map = new Map<string, T>();

  [Symbol.iterator](): IterableIterator<T> {
    return this.map.values();
  }

  get size(): number {
    return this.map.size;
  }

  get contents(): T[] {
    return [...this.map.values()];
  }

  get(id: string): T | undefined {
    return this.map.get(id);
  }

  has(id: string): boolean {
    return this.map.has(id);
  }

  delete(id: string): boolean {
    return this.map.delete(id);
  }

  clear(): void {
    this.map.clear();
    this.invalidDocumentIds.clear();
    this.invalid.clear();
  }

  /** Foundry's DocumentCollection#invalidDocumentIds: documents whose data failed validation when the world loaded. */
  readonly invalidDocumentIds = new Set<string>();
  private readonly invalid = new Map<string, () => T>();

  /** A document that failed validation at load: kept out of the collection, built again on each `getInvalid`. */
  addInvalid(id: string, build: () => T): void {
    this.invalidDocumentIds.add(id);
    this.invalid.set(id, build);
  }

  /**
   * Foundry's `getInvalid`: an in-memory instance of an invalid document, which the collection does not hold, so a
   * write of it is saved but never lands on it (stand-in/document.ts, `temporary`); with `strict`, an unknown id throws.
   */
  getInvalid(id: string, { strict = true }: { strict?: boolean } = {}): T | undefined {
    const build = this.invalid.get(id);
    if (!build && strict) throw new Error(`id [${id}] is not in the set of invalid ids`);
    const document = build?.();
    if (document) (document as { temporary?: boolean }).temporary = true;
    return document;
  }

  filter(predicate: (value: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  find(predicate: (value: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  getName(name: string): T | undefined {
    return this.find((value) => (value as { name?: string }).name === name);
  }

  add(value: T): void {
    if (value.id) this.map.set(value.id, value);
  }
}
