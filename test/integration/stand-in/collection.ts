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
